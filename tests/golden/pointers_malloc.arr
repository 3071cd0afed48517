from libc.stdlib cimport malloc, free, calloc
from libc.string cimport memset, memcpy
from cpython.mem cimport PyMem_Malloc, PyMem_Free

cdef int n = 10
cdef double *p = <double *> malloc(n * sizeof(double))
cdef int i
for i in range(n):
    p[i] = i * 0.5
cdef double s = 0
for i in range(n):
    s += p[i]
print(s, p[3], p[n - 1])
cdef double *q = p + 2
print(q[0], q[1])
cdef double[:] view = <double[:n]> p
print(view[4], view.shape[0])
cdef int *counts = <int *> calloc(5, sizeof(int))
counts[2] += 7
print(counts[0], counts[2])
cdef double *r = <double *> PyMem_Malloc(n * sizeof(double))
memcpy(r, p, n * sizeof(double))
print(r[9])
memset(counts, 0, 5 * sizeof(int))
print(counts[2], p != NULL, NULL == NULL)
free(p)
free(counts)
PyMem_Free(r)
