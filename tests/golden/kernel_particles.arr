# cython: boundscheck=False, wraparound=False
import numpy as np
cimport cython
from libc.math cimport sqrt, exp

cdef class Particle:
    cdef public double x, y, vx, vy
    cdef readonly int id
    def __init__(self, int id, double x, double y):
        self.id = id
        self.x = x
        self.y = y
        self.vx = 0
        self.vy = 0
    cpdef double speed(self):
        return sqrt(self.vx * self.vx + self.vy * self.vy)
    def __repr__(self):
        return f"Particle({self.id}, {self.x:.2f}, {self.y:.2f})"

cdef class System:
    cdef list particles
    cdef double dt
    def __init__(self, int n, double dt=0.1):
        self.particles = [Particle(i, i * 1.0, i * 0.5) for i in range(n)]
        self.dt = dt
    cdef void _step(self):
        cdef Particle p
        for p in self.particles:
            p.vx += -p.x * self.dt
            p.vy += -p.y * self.dt
            p.x += p.vx * self.dt
            p.y += p.vy * self.dt
    def run(self, int steps):
        cdef int s
        for s in range(steps):
            self._step()
        return self.energy()
    cpdef double energy(self):
        cdef double e = 0
        cdef Particle p
        for p in self.particles:
            e += 0.5 * (p.vx ** 2 + p.vy ** 2) + 0.5 * (p.x ** 2 + p.y ** 2)
        return e
    @property
    def n(self):
        return len(self.particles)

sys = System(4)
print(sys.n, round(sys.energy(), 6))
print(round(sys.run(10), 6))
print(sys.particles if False else None)
p = Particle(7, 1, 2)
print(p, p.speed(), p.id)
try:
    p.id = 3
except AttributeError as e:
    print("AttributeError:", e)
print(sorted([Particle(i, 5 - i, 0) for i in range(3)], key=lambda q: q.x))
