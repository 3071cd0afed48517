# arr-only: walking past the end of a block is undefined behaviour in C;
# arr stops at the first access outside it, kernel or not.
from libc.stdlib cimport malloc, free
cdef double* buf = <double*>malloc(3 * sizeof(double))
cdef double* p = buf
cdef double s = 0
cdef int k
for k in range(5):
    s += p[0]
    p += 1
