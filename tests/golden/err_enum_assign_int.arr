# arr-only: Cython refuses this at compile time with the same message
cpdef enum Mode:
    FAST = 1
    SLOW = 2

cdef Mode m = FAST
cdef int k = 2
m = k
print(m)
