# Memory a cdef class owns (PyMem_Malloc in __cinit__, freed in
# __dealloc__) seen through <double[:r, :c]> views, and module-level
# cdef cvarray declarations (cython.view.array as a type).
from cython.view cimport array as cvarray
from libc.stdlib cimport malloc, free
from cpython.mem cimport PyMem_Malloc, PyMem_Free
import numpy as np

cdef class Matrix:
    cdef double* data
    cdef Py_ssize_t rows, cols
    def __cinit__(self, Py_ssize_t rows, Py_ssize_t cols):
        self.rows = rows
        self.cols = cols
        self.data = <double*>PyMem_Malloc(rows * cols * sizeof(double))
        if not self.data:
            raise MemoryError()
        cdef Py_ssize_t i
        for i in range(rows * cols):
            self.data[i] = 0
    def __dealloc__(self):
        PyMem_Free(self.data)
    def set(self, Py_ssize_t i, Py_ssize_t j, double v):
        self.data[i * self.cols + j] = v
    def view(self):
        cdef double[:, ::1] v = <double[:self.rows, :self.cols]> self.data
        return v
    def total(self):
        cdef double s = 0
        cdef Py_ssize_t i
        for i in range(self.rows * self.cols):
            s += self.data[i]
        return s

m = Matrix(2, 3)
m.set(0, 1, 2.5)
m.set(1, 2, -1.0)
v = m.view()
print(m.total(), v[0, 1], v.shape, np.asarray(v))
v[1, 0] = 4
print(m.total())
cdef cvarray arr = cvarray(shape=(3, 4), itemsize=sizeof(int), format="i")
cdef int[:, :] iv = arr
iv[:, :] = 1
iv[1, 2] = 7
print(np.asarray(iv).sum(), iv[1, 2], arr.shape if hasattr(arr, "shape") else None)
cdef int[:] one = cvarray(shape=(5,), itemsize=sizeof(int), format="i")
one[:] = 3
print(sum([one[i] for i in range(5)]))
cdef double* buf = <double*>malloc(4 * sizeof(double))
cdef double[::1] bv = <double[:4]> buf
bv[:] = 0.5
print(buf[0] + buf[3], bv.shape[0])
free(buf)
