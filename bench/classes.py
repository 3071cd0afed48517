# CPython's side of bench/classes.arr: the same class in plain Python,
# its grid a NumPy array indexed element by element.
import time
import numpy as np


class Grid:
    def __init__(self, n, m):
        self.data = np.ones((n, m))
        self.n = n
        self.m = m
        self.bias = 0.25

    def total(self):
        s = 0.0
        for i in range(self.n):
            for j in range(self.m):
                s += self.data[i, j]
        return s

    def scale(self, k):
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
    print(name, t, round(float(r), 6))
