# qsort with a comparison that is not a consistent order (it returns only 0
# or 1, a common slip): the result is whatever glibc's merge sort makes of
# it, and arr sorts with the same algorithm, so the order matches.
from libc.stdlib cimport qsort, malloc, free
from libc.string cimport memcpy
import numpy as np

cdef int cmp_gt(const void *a, const void *b) noexcept nogil:
    return (<const double*>b)[0] > (<const double*>a)[0]

cdef int cmp_ok(const void *a, const void *b) noexcept nogil:
    cdef double x = (<const double*>a)[0]
    cdef double y = (<const double*>b)[0]
    return (x > y) - (x < y)

def sorted_with(double[:] v, bint consistent):
    cdef Py_ssize_t n = v.shape[0]
    cdef double *tmp = <double*>malloc(n * sizeof(double))
    memcpy(tmp, &v[0], n * sizeof(double))
    if consistent:
        qsort(tmp, n, sizeof(double), cmp_ok)
    else:
        qsort(tmp, n, sizeof(double), cmp_gt)
    out = [tmp[i] for i in range(n)]
    free(tmp)
    return out

rng = np.random.default_rng(7)
for n in [2, 3, 4, 7, 12]:
    v = rng.integers(0, 20, n).astype(np.float64)
    print(sorted_with(v, False))
    print(sorted_with(v, True))
