# arr-only: Cython refuses this at compile time with "Cannot convert 'int' to memoryviewslice" (and 'long' for an int literal)
def g():
    cdef int n = 3
    cdef double[:] v = n
    return v

print("never runs")
