# arr-only: a summing loop over a freed block names the free
from libc.stdlib cimport malloc, free
cdef double *p = <double *> malloc(4 * sizeof(double))
cdef double s = 0
cdef int i
free(p)
for i in range(4):
    s += p[i] * 2
print(s)
