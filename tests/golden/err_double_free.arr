# arr-only: double free
from libc.stdlib cimport malloc, free
cdef char *buf = <char *> malloc(16)
free(buf)
free(buf)
