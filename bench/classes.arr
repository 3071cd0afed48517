# Extension-type loops: methods of a cdef class looping over its typed
# memoryview attribute and C number fields (self.data[i, j], self.n), as
# Cython's tutorials write them. bench/classes.py is CPython's side: the
# same class in plain Python over a NumPy array. Prints "name
# median_seconds checksum".
import time
import numpy as np


cdef class Grid:
    cdef double[:, ::1] data
    cdef Py_ssize_t n, m
    cdef double bias

    def __init__(self, Py_ssize_t n, Py_ssize_t m):
        self.data = np.ones((n, m))
        self.n = n
        self.m = m
        self.bias = 0.25

    def total(self):
        cdef Py_ssize_t i, j
        cdef double s = 0
        for i in range(self.n):
            for j in range(self.m):
                s += self.data[i, j]
        return s

    def scale(self, double k):
        cdef Py_ssize_t i, j
        for i in range(self.n):
            for j in range(self.m):
                self.data[i, j] = self.data[i, j] * k + self.bias
        return self.data[self.n - 1, self.m - 1]


def median(f, repeats):
    times = []
    r = None
    for _ in range(repeats):
        t0 = time.perf_counter()
        r = f()
        times.append(time.perf_counter() - t0)
    times.sort()
    return times[len(times) // 2], r


g = Grid(300, 300)
for name, f in [("grid_total", lambda: g.total()), ("grid_scale", lambda: g.scale(0.5))]:
    t, r = median(f, 5)
    print(name, t, round(r, 6))
