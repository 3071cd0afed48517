from cython.parallel import prange, parallel, threadid
import numpy as np
cimport openmp
from libc.math cimport sin
def psum(int n):
    cdef double total = 0
    cdef int i
    for i in prange(n, nogil=True, schedule='static', num_threads=2):
        total += sin(i * 0.001)
    return total
def last(int n):
    cdef int i, lastv = 0
    for i in prange(n, nogil=True):
        lastv = i * 10
    return i, lastv
def clip_kernel(int[:, ::1] a):
    cdef Py_ssize_t x, y
    for x in prange(a.shape[0], nogil=True):
        for y in range(a.shape[1]):
            a[x, y] = min(max(a[x, y], 2), 10)
    return np.asarray(a)
print(round(psum(1000), 9))
print(last(5))
print(clip_kernel(np.arange(12, dtype=np.intc).reshape(3, 4)))
def in_parallel():
    cdef int tid
    with nogil, parallel(num_threads=2):
        tid = threadid()
    return 0
print(in_parallel(), openmp.omp_get_max_threads() >= 1)
