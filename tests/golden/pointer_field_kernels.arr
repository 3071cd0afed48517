# Loops over a cdef class's pointer attribute (self.data[i], with
# self.n as the bound) run as native kernels: reads and writes, a
# second instance's block, a block reallocated between runs, and a
# struct pointer's fields.
from libc.stdlib cimport malloc, realloc, free

cdef struct Pair:
    int a
    double b

cdef class Buffer:
    cdef double* data
    cdef Pair* pairs
    cdef Py_ssize_t n

    def __cinit__(self, Py_ssize_t n):
        self.n = n
        self.data = <double*> malloc(n * sizeof(double))
        self.pairs = <Pair*> malloc(n * sizeof(Pair))
        cdef Py_ssize_t i
        for i in range(n):
            self.data[i] = i * 0.5
            self.pairs[i].a = <int>i
            self.pairs[i].b = i * 2.0

    def __dealloc__(self):
        free(self.data)
        free(self.pairs)

    cpdef double total(self):
        cdef Py_ssize_t i
        cdef double s = 0
        for i in range(self.n):
            s += self.data[i]
        return s

    def scale(self, double k):
        cdef Py_ssize_t i
        for i in range(self.n):
            self.data[i] *= k

    def pair_sum(self):
        cdef Py_ssize_t i
        cdef double s = 0
        for i in range(self.n):
            s += self.pairs[i].a + self.pairs[i].b
        return s

    def dot(self, Buffer other):
        cdef Py_ssize_t i
        cdef double s = 0
        for i in range(min(self.n, other.n)):
            s += self.data[i] * other.data[i]
        return s

    def grow(self, Py_ssize_t n):
        self.data = <double*> realloc(self.data, n * sizeof(double))
        cdef Py_ssize_t i
        for i in range(self.n, n):
            self.data[i] = 1.0
        self.n = n

b = Buffer(8)
print(b.total(), b.pair_sum())
b.scale(2.0)
print(b.total())
c = Buffer(5)
print(b.dot(c), c.dot(b))
b.grow(12)
print(b.total(), b.dot(c))
