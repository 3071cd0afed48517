# Loops that read a cdef class's C number fields (self.n, self.scale,
# other.offset) run as native kernels, which read each field as they
# start; a field changed between runs, a loop that changes its own field,
# fields of every C number type, and a Python subclass's instance.
import numpy as np

cdef class Series:
    cdef double[:] values
    cdef Py_ssize_t n
    cdef double scale
    cdef float half
    cdef int offset
    cdef unsigned char small
    cdef long long big
    cdef bint flip
    def __init__(self, Py_ssize_t n):
        self.values = np.arange(n, dtype=np.float64)
        self.n = n
        self.scale = 1.5
        self.half = 0.1
        self.offset = -3
        self.small = 250
        self.big = 2 ** 40
        self.flip = False

    cpdef double weighted(self):
        cdef Py_ssize_t i
        cdef double s = 0
        for i in range(self.n):
            s += self.values[i] * self.scale + self.offset
        return s

    def mixed(self):
        cdef Py_ssize_t i
        cdef double s = 0
        cdef long long t = 0
        for i in range(self.n):
            s += self.half
            t += self.small + self.big
            if self.flip:
                t -= 1
        return s, t

    def shifted(self, Series other):
        cdef Py_ssize_t i
        cdef long total = 0
        for i in range(min(self.n, other.n)):
            total += <long>self.values[i] + other.offset
        return total

    def grow(self):
        cdef Py_ssize_t i
        for i in range(3):
            self.offset += 1
        return self.offset

    def set(self, Py_ssize_t n, double scale, bint flip):
        self.n = n
        self.scale = scale
        self.flip = flip

class Sub(Series):
    pass

s = Series(10)
print(s.weighted())
print(s.mixed())
s.set(4, -2.0, True)
print(s.weighted(), s.mixed())
print(s.grow(), s.weighted())
t = Series(6)
print(s.shifted(t), t.shifted(s))
u = Sub(5)
print(u.weighted(), u.mixed())
s.set(-2, 1.0, False)
print(s.weighted(), s.mixed())
s.set(20, 1.0, False)
try:
    s.weighted()
except IndexError as e:
    print("IndexError:", e)
