# cdef classes as containers and numbers: __len__/__getitem__ with slice
# objects (slice.indices), __setitem__, a generator __iter__, __contains__,
# __add__/__neg__/__call__/__bool__, property setters, readonly attributes,
# @cython.final; the builtin slice.
cimport cython
import numpy as np

cdef class Rectangle:
    cdef int x0, y0, x1, y1
    def __init__(self, int x0, int y0, int x1, int y1):
        self.x0 = x0; self.y0 = y0; self.x1 = x1; self.y1 = y1
    cpdef int area(self):
        cdef int area = (self.x1 - self.x0) * (self.y1 - self.y0)
        if area < 0:
            area = -area
        return area
    @property
    def width(self):
        return abs(self.x1 - self.x0)
    @width.setter
    def width(self, int w):
        self.x1 = self.x0 + w

def rectArea(x0, y0, x1, y1):
    cdef Rectangle rect = Rectangle(x0, y0, x1, y1)
    return rect.area()

print(rectArea(0, 0, 3, -4))
r = Rectangle(1, 1, 4, 5)
r.width = 10
print(r.width, r.area())

cdef class Vector:
    cdef double[::1] data
    cdef readonly Py_ssize_t n
    def __cinit__(self, Py_ssize_t n):
        self.n = n
        self.data = np.zeros(n)
    def __len__(self):
        return self.n
    def __getitem__(self, i):
        if isinstance(i, slice):
            return [self.data[k] for k in range(*i.indices(self.n))]
        if i < 0:
            i += self.n
        if i < 0 or i >= self.n:
            raise IndexError("Vector index out of range")
        return self.data[i]
    def __setitem__(self, Py_ssize_t i, double v):
        self.data[i] = v
    def __iter__(self):
        cdef Py_ssize_t i
        for i in range(self.n):
            yield self.data[i]
    def __contains__(self, double v):
        cdef Py_ssize_t i
        for i in range(self.n):
            if self.data[i] == v:
                return True
        return False
    def __add__(self, Vector other):
        cdef Vector out = Vector(self.n)
        cdef Py_ssize_t i
        for i in range(self.n):
            out.data[i] = self.data[i] + other.data[i]
        return out
    def __neg__(self):
        cdef Vector out = Vector(self.n)
        cdef Py_ssize_t i
        for i in range(self.n):
            out.data[i] = -self.data[i]
        return out
    def __repr__(self):
        return "Vector(%s)" % ", ".join("%g" % x for x in self)
    def __bool__(self):
        return self.n > 0
    def __call__(self, double k):
        return [k * x for x in self]

v = Vector(4)
for i in range(4):
    v[i] = i * 1.5
w = v + v
print(len(v), v[1], v[-1], v[1:3], 3.0 in v, 2.0 in v)
print(v, w, -v, bool(Vector(0)), v(2))
print(list(v), sum(v), max(w), sorted(-v))
try:
    v[9]
except IndexError as e:
    print("IndexError:", e)
print(v.n)
try:
    v.n = 3
except AttributeError as e:
    print("AttributeError:", e)

@cython.final
cdef class Counter:
    cdef public int count
    cdef public list log
    def __init__(self):
        self.count = 0
        self.log = []
    cdef void bump(self, int k):
        self.count += k
        self.log.append(k)
    def run(self, int n):
        cdef int i
        for i in range(n):
            self.bump(i)
        return self.count

c = Counter()
print(c.run(5), c.log, isinstance(c, Counter), type(c).__name__)
s = slice(1, 10, 2)
print(s, s.start, s.stop, s.step, s.indices(5), slice(None, None, -1).indices(4), slice(3).indices(10))
print([0,1,2,3,4,5][s], "abcdef"[slice(2, None)], isinstance(s, slice), type(s).__name__)
