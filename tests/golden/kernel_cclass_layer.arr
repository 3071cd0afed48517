import numpy as np
cdef class Matrix:
    cdef readonly int rows, cols
    cdef double[:, ::1] data
    def __init__(self, int rows, int cols):
        self.rows = rows
        self.cols = cols
        self.data = np.zeros((rows, cols))
    cpdef void set(self, int i, int j, double v):
        self.data[i, j] = v
    cpdef double get(self, int i, int j):
        return self.data[i, j]
    def trace(self):
        cdef double t = 0
        cdef int i
        for i in range(min(self.rows, self.cols)):
            t += self.data[i, i]
        return t
    def __repr__(self):
        return "Matrix(%d, %d)" % (self.rows, self.cols)

m = Matrix(3, 3)
for i in range(3):
    m.set(i, i, i + 0.5)
print(m, m.trace(), m.get(1, 1), m.rows)
print(np.asarray(m.data))
