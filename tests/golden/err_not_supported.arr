# arr-only: err not supported
from libc.stdlib cimport malloc
cdef double *p = <double *> malloc(10 * sizeof(double))
