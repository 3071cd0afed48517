# arr-only: writing past the end of a malloc'd block of complex numbers is an error naming the block (undefined behaviour in C)
from libc.stdlib cimport malloc, free
def f(int n):
    cdef double complex *p = <double complex *> malloc(n * sizeof(double complex))
    cdef int i
    for i in range(n + 1):
        p[i] = i * 1j
    free(p)
f(3)
