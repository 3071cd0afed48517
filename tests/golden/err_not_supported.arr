# arr-only: err not supported
ctypedef double (*unary)(double)
cdef double twice(double x):
    return 2 * x
cdef unary f = twice
print(f(2.0))
