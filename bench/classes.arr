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


# Many small instances, each stepped by a cdef method doing arithmetic on
# its C number fields (the object code around it is Python's).
cdef class Particle:
    cdef public double x, y, vx, vy

    def __init__(self, double x, double y, double vx, double vy):
        self.x = x
        self.y = y
        self.vx = vx
        self.vy = vy

    cdef void step(self, double dt):
        self.x += self.vx * dt
        self.y += self.vy * dt
        if self.x < 0 or self.x > 1:
            self.vx = -self.vx
        if self.y < 0 or self.y > 1:
            self.vy = -self.vy


def particles(int n, int steps):
    cdef list ps = [Particle(i / n, (i * 7 % n) / n, 0.01 * (i % 3 - 1), 0.02 * (i % 5 - 2))
                    for i in range(n)]
    cdef int s, i
    cdef Particle p
    for s in range(steps):
        for i in range(n):
            p = ps[i]
            p.step(0.1)
    cdef double tot = 0
    for p in ps:
        tot += p.x + p.y
    return tot


# Cython's "integrate with extension types" tutorial: a typed loop
# calling a cpdef method through the base type, overridden in a subclass.
from libc.math cimport sin, sqrt

cdef class Function:
    cpdef double evaluate(self, double x) except *:
        return 0


cdef class SinOfSquare(Function):
    cpdef double evaluate(self, double x) except *:
        return sin(x ** 2)


def integrate(Function f, double a, double b, int n):
    cdef int i
    cdef double s = 0, dx = (b - a) / n
    for i in range(n):
        s += f.evaluate(a + i * dx)
    return s * dx



# Pairwise forces between a few bodies, `for a in bodies` stepping each
# with cdef methods (a list of instances walked in a kernel).
cdef class Body:
    cdef public double x, y, vx, vy, m

    def __init__(self, double x, double y, double vx, double vy, double m):
        self.x = x
        self.y = y
        self.vx = vx
        self.vy = vy
        self.m = m

    cdef void kick(self, double ax, double ay, double dt):
        self.vx += ax * dt
        self.vy += ay * dt

    cdef void drift(self, double dt):
        self.x += self.vx * dt
        self.y += self.vy * dt


def nbody(int nb, int steps):
    cdef list bodies = [Body(i, i * 0.5, 0.0, 0.1 * i, 1.0 + i) for i in range(nb)]
    cdef Body a, b
    cdef double dx, dy, r2, f, dt = 0.0001
    cdef int i, j, s
    for s in range(steps):
        for i in range(nb):
            a = bodies[i]
            for j in range(nb):
                if i == j:
                    continue
                b = bodies[j]
                dx = b.x - a.x
                dy = b.y - a.y
                r2 = dx * dx + dy * dy + 0.01
                f = b.m / (r2 * sqrt(r2))
                a.kick(f * dx, f * dy, dt)
        for a in bodies:
            a.drift(dt)
    cdef double tot = 0
    for a in bodies:
        tot += a.x + a.y
    return tot

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
for name, f in [("grid_total", lambda: g.total()), ("grid_scale", lambda: g.scale(0.5)),
                ("particles", lambda: particles(1000, 100)),
                ("nbody", lambda: nbody(5, 20000)),
                ("integrate_ext", lambda: integrate(SinOfSquare(), 0, 2, 1000000))]:
    t, r = median(f, 5)
    print(name, t, round(r, 6))
