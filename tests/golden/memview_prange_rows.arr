# cython: boundscheck=True
import numpy as np
cimport cython
from cython.parallel import prange

def row_sums(double[:, :] a):
    cdef Py_ssize_t i, j
    cdef double[:] out = np.zeros(a.shape[0])
    for i in prange(a.shape[0], nogil=True):
        for j in range(a.shape[1]):
            out[i] += a[i, j]
    return np.asarray(out)

def total(int[:] xs):
    cdef long s = 0
    cdef Py_ssize_t i
    for i in prange(xs.shape[0], nogil=True):
        s += xs[i]
    return s

x = np.arange(20.0).reshape(4, 5)
print(row_sums(x), row_sums(x[:, ::2]), row_sums(x.T))
print(total(np.arange(100, dtype=np.intc)))
cdef double[:, :] v = x
print(v.shape, v.strides, v[1:3, ::-2].strides, v.T.shape, v.ndim, v.size)
print(np.asarray(v[::2, 1]), np.asarray(v[:, None, 0]).shape)
cdef double[:, :] w = v[1:, 1:]
w[0, 0] = -1
print(x[1, 1], np.asarray(w).base is not None)
v[:, 0] = 7
print(x[:, 0])
cdef double[::1] c = np.ones(3)
c[:] = v[0, :3]
print(list(c))
try:
    print(v[4, 0])
except IndexError as e:
    print("IndexError:", e)
try:
    c[:] = v[0, :4]
except ValueError as e:
    print("ValueError:", e)
try:
    z = np.zeros((2, 2), dtype=np.int32)
    v = z
except ValueError as e:
    print("ValueError:", e)
arr2 = np.zeros((3, 3), order="F")
cdef double[:, ::1] cc
try:
    cc = arr2
except ValueError as e:
    print("ValueError:", e)
cdef int[:] ints = np.array([5, 3, 9], dtype=np.intc)
cdef int m = ints[0]
for i in range(ints.shape[0]):
    if ints[i] > m:
        m = ints[i]
print(m, ints[-1], cython.typeof(ints[0]), cython.typeof(m))
print(np.sum(ints), np.asarray(ints).mean(), np.asarray(ints) * 2)
