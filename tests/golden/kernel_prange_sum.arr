from cython.parallel import prange
import numpy as np
def dot(double[:] a, double[:] b):
    cdef double total = 0
    cdef Py_ssize_t i
    for i in prange(a.shape[0], nogil=True):
        total += a[i] * b[i]
    return total
def count_even(long[:] v):
    cdef long count = 0
    cdef Py_ssize_t i
    for i in prange(v.shape[0], nogil=True, schedule='dynamic', chunksize=4):
        if v[i] % 2 == 0:
            count += 1
    return count
def scale_rows(double[:, :] m, double k):
    cdef Py_ssize_t i, j
    for i in prange(m.shape[0], nogil=True):
        for j in range(m.shape[1]):
            m[i, j] = m[i, j] * k
a = np.arange(8, dtype=np.float64)
print(dot(a, a), count_even(np.arange(21)))
m = np.ones((2, 3))
scale_rows(m, 3.0)
print(m)
