# arr-only: reading past the end of a cdef class's pointer attribute in a
# loop that runs as a native kernel names the block, as the interpreter
# does.
from libc.stdlib cimport malloc, free

cdef class Buffer:
    cdef double* data
    cdef Py_ssize_t n

    def __cinit__(self, Py_ssize_t n):
        self.n = n
        self.data = <double*> malloc(n * sizeof(double))
        cdef Py_ssize_t i
        for i in range(n):
            self.data[i] = i

    def __dealloc__(self):
        free(self.data)

    def total(self):
        cdef Py_ssize_t i
        cdef double s = 0
        for i in range(self.n):
            s += self.data[i]
        return s

    def lie(self, Py_ssize_t n):
        self.n = n

b = Buffer(4)
print(b.total())
b.lie(6)
print(b.total())
