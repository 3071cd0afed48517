# arr-only: pointer access past the end of its block
from libc.stdlib cimport malloc, free
cdef int *a = <int *> malloc(4 * sizeof(int))
cdef int i
for i in range(5):
    a[i] = i
free(a)
