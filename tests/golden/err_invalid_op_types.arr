# arr-only: err invalid op types
cdef double a = 1.5
cdef double b = 2.5
print(a & b)
