# arr-only: use after free and a leak report
from libc.stdlib cimport malloc, free
cdef double *p = <double *> malloc(8 * sizeof(double))
cdef double *leak = <double *> malloc(100)
p[0] = 1.5
free(p)
print("freed")
print(p[0])
