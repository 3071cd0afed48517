# A cdef class with operator methods, iteration and indexing, searched in a list by __eq__; except? -1
cimport cython
from libc.math cimport sqrt, hypot

cdef class Vec:
    cdef public double x, y
    def __cinit__(self, double x=0, double y=0):
        self.x = x
        self.y = y
    def __add__(self, other):
        return Vec(self.x + other.x, self.y + other.y)
    def __mul__(self, double k):
        return Vec(self.x * k, self.y * k)
    def __neg__(self):
        return Vec(-self.x, -self.y)
    def __eq__(self, other):
        return isinstance(other, Vec) and self.x == other.x and self.y == other.y
    def __hash__(self):
        return hash((self.x, self.y))
    def __abs__(self):
        return hypot(self.x, self.y)
    def __repr__(self):
        return f"Vec({self.x:g}, {self.y:g})"
    def __iter__(self):
        yield self.x
        yield self.y
    def __getitem__(self, int i):
        if i == 0:
            return self.x
        elif i == 1:
            return self.y
        raise IndexError("Vec index out of range")
    def __len__(self):
        return 2

cdef class Polygon:
    cdef list pts
    def __init__(self, pts):
        self.pts = [Vec(*p) for p in pts]
    cpdef double perimeter(self):
        cdef double s = 0
        cdef int i, n = len(self.pts)
        for i in range(n):
            s += abs(self.pts[(i + 1) % n] + -self.pts[i])
        return s
    def __contains__(self, v):
        return v in self.pts

cdef int checked_div(int a, int b) except? -1:
    if b == 0:
        raise ZeroDivisionError("b is zero")
    return a // b

v = Vec(3, 4)
w = v + Vec(1, 1) * 2
print(v, w, abs(v), -w, list(v), v[1], len(v), tuple(w))
print(v == Vec(3, 4), v != w, {v: 1}[Vec(3, 4)])
try:
    v[2]
except IndexError as e:
    print("IndexError", e)
p = Polygon([(0, 0), (3, 0), (3, 4)])
print(p.perimeter(), Vec(3, 0) in p, Vec(1, 1) in p)
print(checked_div(7, 2), checked_div(-7, 2))
try:
    checked_div(1, 0)
except ZeroDivisionError as e:
    print("ZeroDivisionError", e)
print(sorted([Vec(2, 1), Vec(1, 5)], key=abs))
x, y = Vec(5, 6)
print(x + y, cython.typeof(v), cython.typeof(p.perimeter()))
