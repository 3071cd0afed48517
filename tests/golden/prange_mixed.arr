# prange with schedules and chunk sizes, a parallel block, reductions, and
# NumPy in-place arithmetic, dot and linalg.norm.
import numpy as np
cimport cython
from cython.parallel cimport prange, parallel, threadid
cimport openmp
from libc.math cimport sin

@cython.boundscheck(False)
@cython.wraparound(False)
def clip_par(int[:, :] a, int lo, int hi):
    out = np.empty_like(np.asarray(a))
    cdef int[:, :] o = out
    cdef Py_ssize_t i, j
    for i in prange(a.shape[0], nogil=True, schedule='static'):
        for j in range(a.shape[1]):
            o[i, j] = min(max(a[i, j], lo), hi)
    return out

def sin_sum(long n):
    cdef double s = 0
    cdef long i
    for i in prange(n, nogil=True, num_threads=2):
        s += sin(i * 0.001)
    return s

def count_even(long[:] v):
    cdef long c = 0, i
    cdef long last = -1
    for i in prange(v.shape[0], nogil=True, schedule='dynamic', chunksize=3):
        if v[i] % 2 == 0:
            c += 1
    return c

def block_sum(double[:] v):
    cdef double total = 0
    cdef Py_ssize_t i
    cdef int n = v.shape[0]
    with nogil, parallel(num_threads=2):
        for i in prange(n, schedule='guided'):
            total += v[i]
    return total

a = (np.arange(20, dtype=np.intc) % 9).reshape(4, 5)
print(clip_par(a, 2, 6))
print(round(sin_sum(100000), 6))
print(count_even(np.arange(17)))
print(block_sum(np.linspace(0, 1, 101)))
b = np.arange(6.0)
b += 1
b *= np.array([1, 2, 3, 4, 5, 6])
print(b, np.dot(b, b), np.linalg.norm(b) if hasattr(np, "linalg") else 0)
print(openmp.omp_get_max_threads() > 0)
