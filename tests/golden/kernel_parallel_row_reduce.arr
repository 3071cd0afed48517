# Row reductions in a parallel block: a function pointer chosen by a cdef enum, qsort with a nogil comparator, per-thread malloc scratch; a prange reduction
cimport cython
from cython.parallel cimport prange, parallel
from libc.stdlib cimport malloc, free, qsort
from libc.string cimport memcpy
import numpy as np

cdef int cmp_double(const void *a, const void *b) noexcept nogil:
    cdef double x = (<double *>a)[0], y = (<double *>b)[0]
    return (x > y) - (x < y)

cdef enum Mode:
    MEAN = 1
    MEDIAN = 2

ctypedef double (*reducer)(double *, int) noexcept nogil

cdef double mean_of(double *p, int n) noexcept nogil:
    cdef double s = 0
    cdef int i
    for i in range(n):
        s += p[i]
    return s / n

cdef double median_of(double *p, int n) noexcept nogil:
    qsort(p, n, sizeof(double), cmp_double)
    if n % 2:
        return p[n // 2]
    return 0.5 * (p[n // 2 - 1] + p[n // 2])

@cython.boundscheck(False)
@cython.wraparound(False)
def row_reduce(double[:, ::1] a, Mode mode):
    cdef Py_ssize_t r, nr = a.shape[0], nc = a.shape[1]
    cdef double[:] out = np.empty(nr)
    cdef reducer f = mean_of if mode == MEAN else median_of
    cdef double *tmp
    with nogil, parallel(num_threads=2):
        tmp = <double *> malloc(nc * sizeof(double))
        for r in prange(nr, schedule='static'):
            memcpy(tmp, &a[r, 0], nc * sizeof(double))
            out[r] = f(tmp, <int>nc)
        free(tmp)
    return np.asarray(out)

@cython.cdivision(True)
def checksum(int[:] xs) -> long:
    cdef long total = 0
    cdef Py_ssize_t i
    for i in prange(xs.shape[0], nogil=True):
        total += xs[i] % 7
    return total

a = np.array([[3.0, 1.0, 2.0], [9.0, 7.0, 8.5], [0.5, -1.0, 4.0], [1, 1, 1]])
print(row_reduce(a, MEAN))
print(row_reduce(a, MEDIAN))
print(a[0, 0], MEAN, MEDIAN, <int>Mode.MEDIAN)
print(checksum(np.arange(1000, dtype=np.int32)))
