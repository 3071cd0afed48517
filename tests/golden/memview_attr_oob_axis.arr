# A memoryview attribute of a cdef class indexed in its methods: typed access, Cython's bounds messages, also through native kernels.
import numpy as np

cdef class Grid:
    cdef double[:, ::1] data
    cdef int[:, :, :] cube
    def __init__(self):
        self.data = np.zeros((2, 3))
        self.cube = np.zeros((2, 3, 4), dtype=np.intc)
    def put(self, tuple ij, double v):
        self.data[ij[0], ij[1]] = v
    def get(self, i, j):
        return self.data[i, j]
    def cube_at(self, int i, int j, int k):
        return self.cube[i, j, k]

def fill(int[:, :, :] c, int n):
    cdef int i, j, k
    for i in range(n):
        for j in range(n):
            for k in range(n):
                c[i, j, k] = i + j + k

def main():
    g = Grid()
    cases = [lambda: g.put((5, 5), 1.0), lambda: g.put((1, 7), 1.0), lambda: g.put((9, 1), 1.0),
             lambda: g.get(-3, -4), lambda: g.get(1, -4), lambda: g.cube_at(5, 5, 5),
             lambda: g.cube_at(5, 0, 5), lambda: g.cube_at(5, 5, 0), lambda: g.cube_at(0, -4, -5),
             lambda: fill(np.zeros((2, 3, 4), dtype=np.intc), 3), lambda: fill(np.zeros((4, 2, 4), dtype=np.intc), 3),
             lambda: fill(np.zeros((2, 2, 2), dtype=np.intc), 3)]
    for n, c in enumerate(cases):
        try:
            print(n, c())
        except IndexError as e:
            print(n, "IndexError", e)
    g.put((1, 2), 4.5)
    print(g.get(1, 2), g.get(-1, -1))

main()
