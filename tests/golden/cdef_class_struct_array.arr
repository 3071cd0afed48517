# A cdef class owning a malloc'ed array of structs: fields of self.ps[i]
# read and written in place, as the docs' particle examples do.
from libc.stdlib cimport malloc, free
from libc.math cimport sqrt

cdef struct Particle:
    double x, y, vx, vy

cdef class System:
    cdef Particle* ps
    cdef int n
    def __cinit__(self, int n):
        self.ps = <Particle*> malloc(n * sizeof(Particle))
        self.n = n
        cdef int i
        for i in range(n):
            self.ps[i].x = i
            self.ps[i].y = 2.0 * i
            self.ps[i].vx = 1.0
            self.ps[i].vy = -0.5
    def __dealloc__(self):
        free(self.ps)
    cpdef void step(self, double dt):
        cdef int i
        for i in range(self.n):
            self.ps[i].x += self.ps[i].vx * dt
            self.ps[i].y += self.ps[i].vy * dt
    def norms(self):
        return [sqrt(self.ps[i].x ** 2 + self.ps[i].y ** 2) for i in range(self.n)]
    def first(self):
        return self.ps[0], self.ps.x

s = System(3)
for _ in range(4):
    s.step(0.25)
print(s.norms(), s.first())
