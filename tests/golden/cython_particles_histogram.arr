# A particle system in a cdef class over a malloc'ed struct array, an
# old-style ndarray buffer histogram beside np.histogram, and NumPy
# summaries of the results.
# cython: boundscheck=False
import numpy as np
cimport numpy as cnp
from libc.math cimport sqrt, M_PI, cos, sin, atan2
cimport cython
from libc.stdlib cimport malloc, free

cdef struct Particle:
    double x, y, vx, vy

cdef class System:
    cdef Particle* ps
    cdef int n
    cdef public double t
    def __cinit__(self, int n):
        self.ps = <Particle*> malloc(n * sizeof(Particle))
        self.n = n
        self.t = 0
        cdef int i
        for i in range(n):
            self.ps[i].x = cos(2 * M_PI * i / n)
            self.ps[i].y = sin(2 * M_PI * i / n)
            self.ps[i].vx = -self.ps[i].y
            self.ps[i].vy = self.ps[i].x
    def __dealloc__(self):
        free(self.ps)
    cpdef void step(self, double dt):
        cdef int i
        cdef double r
        for i in range(self.n):
            r = sqrt(self.ps[i].x ** 2 + self.ps[i].y ** 2)
            self.ps[i].vx -= self.ps[i].x / r ** 3 * dt
            self.ps[i].vy -= self.ps[i].y / r ** 3 * dt
            self.ps[i].x += self.ps[i].vx * dt
            self.ps[i].y += self.ps[i].vy * dt
        self.t += dt
    def energy(self):
        cdef double e = 0
        cdef int i
        for i in range(self.n):
            e += 0.5 * (self.ps[i].vx ** 2 + self.ps[i].vy ** 2) - 1 / sqrt(self.ps[i].x ** 2 + self.ps[i].y ** 2)
        return e
    def positions(self):
        out = np.empty((self.n, 2))
        cdef double[:, ::1] o = out
        cdef int i
        for i in range(self.n):
            o[i, 0] = self.ps[i].x
            o[i, 1] = self.ps[i].y
        return out

@cython.wraparound(False)
def histogram(double[:] data, int bins, double lo, double hi):
    cdef cnp.ndarray[cnp.int64_t, ndim=1] counts = np.zeros(bins, dtype=np.int64)
    cdef Py_ssize_t i
    cdef int b
    cdef double w = (hi - lo) / bins
    for i in range(data.shape[0]):
        if lo <= data[i] < hi:
            b = <int>((data[i] - lo) / w)
            counts[b] += 1
    return counts

def angles(double[:, :] pts):
    return [round(atan2(pts[i, 1], pts[i, 0]), 6) for i in range(pts.shape[0])]

s = System(8)
e0 = s.energy()
for _ in range(100):
    s.step(0.01)
print(round(s.t, 10), round(e0, 8), round(s.energy(), 8))
p = s.positions()
print(p.shape, np.round(p[:2], 6), angles(p)[:3])
rng = np.random.RandomState(1)
data = rng.standard_normal(1000)
h = histogram(data, 8, -2.0, 2.0)
print(h, h.sum(), h.dtype, np.histogram(data, bins=8, range=(-2, 2))[0])
print(np.mean(data).round(6), np.std(data).round(6), np.percentile(data, [25, 75]).round(4))
m = np.arange(12.0).reshape(3, 4)
print(m.mean(axis=0), m.max(axis=1), m.argmin(), np.where(m > 5, m, -1.0))
print(np.linalg.norm(m))
print(np.cumsum(m, axis=1)[:, -1], np.diff(m[0]), np.sort(-m, axis=None)[:3])
