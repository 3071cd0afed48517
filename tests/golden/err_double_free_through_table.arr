# arr-only: a row freed through the pointer table, then freed again through its own variable
from libc.stdlib cimport malloc, free
cdef int** rows = <int**> malloc(2 * sizeof(int*))
cdef int* r = <int*> malloc(4 * sizeof(int))
rows[0] = r
free(rows[0])
free(r)
