# A pointer or C array indexed by a double or a pointer: Cython's compile-time refusal, at each place.
from libc.stdlib cimport malloc, free
cdef double *p = <double *> malloc(4 * sizeof(double))
cdef double d = 1.0
cdef int a[4]
p[d] = 1
a[d] = 2
print(a[1.5])
p[p] += 1
