# Cython refuses a literal None for a C value while compiling
cdef double scale(double a):
    return a * 2

cdef int* p = NULL
print(scale(None))
