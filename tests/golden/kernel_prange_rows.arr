from cython.parallel import prange, parallel
cimport openmp
import numpy as np

def row_sums(double[:, ::1] m):
    cdef Py_ssize_t i, j
    cdef double[::1] out = np.zeros(m.shape[0])
    cdef double s
    for i in prange(m.shape[0], nogil=True, schedule='static'):
        s = 0
        for j in range(m.shape[1]):
            s = s + m[i, j]
        out[i] = s
    return np.asarray(out)

def total(double[::1] x):
    cdef double t = 0
    cdef Py_ssize_t i
    for i in prange(x.shape[0], nogil=True):
        t += x[i] * x[i]
    return t

def count_pos(long[:] x):
    cdef long n = 0
    cdef Py_ssize_t i
    with nogil, parallel(num_threads=2):
        for i in prange(x.shape[0]):
            if x[i] > 0:
                n += 1
    return n

m = np.arange(12.0).reshape(3, 4)
print(row_sums(m))
print(total(np.arange(10.0)))
print(count_pos(np.array([1, -2, 3, 0, 5])))
