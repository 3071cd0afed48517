# arr-only: a summing loop that runs past its block stops at the first bad element
from libc.stdlib cimport malloc, free
cdef double *p = <double *> malloc(4 * sizeof(double))
cdef double s = 0
cdef int i
for i in range(4):
    p[i] = i + 1
for i in range(4):
    s += p[i]
print(s)
for i in range(6):
    s += p[i]
print(s)
