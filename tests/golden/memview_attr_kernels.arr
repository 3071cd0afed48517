# Loops over a cdef class's typed memoryview attribute (self.data[i, j])
# run as native kernels: reads, writes, reductions, out-of-bounds errors,
# an uninitialised view, a view rebound between loops, and a second
# instance's view in the same loop.
import numpy as np

cdef class Grid:
    cdef double[:, ::1] data
    cdef int[:] counts
    def __init__(self, Py_ssize_t n, Py_ssize_t m):
        self.data = np.arange(n * m, dtype=np.float64).reshape(n, m)
        self.counts = np.zeros(m, dtype=np.intc)

    cpdef double total(self):
        cdef Py_ssize_t i, j
        cdef double s = 0
        for i in range(self.data.shape[0]):
            for j in range(self.data.shape[1]):
                s += self.data[i, j]
        return s

    def scale(self, double k):
        cdef Py_ssize_t i, j
        for i in range(self.data.shape[0]):
            for j in range(self.data.shape[1]):
                self.data[i, j] *= k

    def tally(self, double threshold):
        cdef Py_ssize_t i, j
        for i in range(self.data.shape[0]):
            for j in range(self.data.shape[1]):
                if self.data[i, j] > threshold:
                    self.counts[j] += 1
        return np.asarray(self.counts).tolist()

    def add_from(self, Grid other):
        cdef Py_ssize_t i, j
        for i in range(self.data.shape[0]):
            for j in range(self.data.shape[1]):
                self.data[i, j] += other.data[i, j]

    def peek(self, Py_ssize_t i, Py_ssize_t j):
        cdef double s = 0
        cdef Py_ssize_t k
        for k in range(3):
            s += self.data[i, j + k]
        return s

    def row(self, Py_ssize_t i):
        return [self.data[i, j] for j in range(self.data.shape[1])]

    def rebind(self, new):
        self.data = new

    def clear(self):
        self.data = None


g = Grid(3, 4)
print(g.total())
g.scale(0.5)
print(g.total(), g.row(2))
print(g.tally(2.0))
h = Grid(3, 4)
g.add_from(h)
print(g.total())
print(g.peek(1, 0))
try:
    g.peek(1, 2)
except IndexError as e:
    print("IndexError:", e)
try:
    g.peek(5, 0)
except IndexError as e:
    print("IndexError:", e)
g.rebind(np.ones((2, 2)))
print(g.total())
g.rebind(np.full((1, 5), 2.0))
try:
    print(g.total(), g.tally(1.0))
except IndexError as e:
    print("IndexError:", e)
g.clear()
try:
    print(g.total())
except Exception as e:
    print(type(e).__name__ + ":", e)
