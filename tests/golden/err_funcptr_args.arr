# arr-only: Cython refuses this at compile time with the same message
ctypedef double (*func_t)(double)
cdef double sq(double x):
    return x * x
cdef func_t f = sq
print(f(1.0, 2.0))
