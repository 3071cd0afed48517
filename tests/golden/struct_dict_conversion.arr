import numpy as np
cimport cython
from libc.math cimport sqrt

cdef struct Particle:
    double x
    double v

cdef double energy(double[:] v) nogil:
    cdef double e = 0
    cdef Py_ssize_t i
    for i in range(v.shape[0]):
        e += 0.5 * v[i] * v[i]
    return e

def simulate(int steps, double dt=0.1):
    cdef Particle p = Particle(x=0.0, v=1.0)
    cdef int k
    for k in range(steps):
        p.v -= p.x * dt
        p.x += p.v * dt
    return p

p = simulate(10)
print(p, round(p["x"], 6))
cdef Particle q = {"x": 1.5, "v": 2}
print(q.x, q.v, q)
d = {"x": 1.0}
try:
    q = d
except ValueError as e:
    print("ValueError:", e)
v = np.linspace(-1, 1, 5)
cdef double[:] vv = v
cdef double en
with nogil:
    en = energy(vv)
print(en)

cdef class Counter:
    cdef readonly int n
    def __cinit__(self):
        self.n = 0
    cpdef void inc(self, int by=1):
        self.n += by
c = Counter()
c.inc(); c.inc(5)
print(c.n)
try:
    c.n = 3
except AttributeError as e:
    print("AttributeError:", e)

cdef enum Color:
    RED, GREEN = 5, BLUE
print(RED, GREEN, BLUE, <int>BLUE + 1)

def stats(double[:] xs):
    cdef double m = 0, s = 0
    cdef Py_ssize_t i, n = xs.shape[0]
    for i in range(n):
        m += xs[i]
    m /= n
    for i in range(n):
        s += (xs[i] - m) ** 2
    return m, sqrt(s / n)
mean, sd = stats(np.array([2.0, 4, 4, 4, 5, 5, 7, 9]))
print(f"mean={mean:.2f} sd={sd:.3f}")
print(np.std(np.array([2.0, 4, 4, 4, 5, 5, 7, 9])))
