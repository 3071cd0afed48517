# Directive decorators on a cdef class's methods hold for that method;
# indexing a typed memoryview attribute out of range raises Cython's error.
import numpy as np
from cython.parallel import prange
cimport cython

cdef class Grid:
    cdef double[:, ::1] data
    cdef readonly int nx, ny
    def __init__(self, int nx, int ny):
        self.nx = nx
        self.ny = ny
        self.data = np.zeros((nx, ny))
    @cython.boundscheck(False)
    @cython.wraparound(False)
    cpdef void fill(self, double v):
        cdef int i, j
        for i in prange(self.nx, nogil=True):
            for j in range(self.ny):
                self.data[i, j] = v * (i + 1) + j
    def total(self):
        cdef double s = 0
        cdef int i, j
        for i in range(self.nx):
            for j in range(self.ny):
                s += self.data[i, j]
        return s
    def row(self, int i):
        return np.asarray(self.data[i])

g = Grid(3, 4)
g.fill(2.0)
print(g.total(), g.nx, g.ny)
print(g.row(1), g.row(-1))
try:
    g.nx = 5
except AttributeError as e:
    print(e)
try:
    g.row(7)
except IndexError as e:
    print("IndexError:", e)
cdef int[:] iv = np.arange(5, dtype=np.intc)
print(iv[1], len(iv), list(iv), sum(iv))
cdef long long big = 2**62
cdef unsigned char uc = 250
uc += 10
print(big * 2, uc, <int>3.99, <double>7 / 2, 7 // 2, -7 // 2)
