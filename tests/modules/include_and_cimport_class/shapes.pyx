from libc.math cimport sqrt
cdef class Shape:
    def __init__(self, double scale=1.0):
        self.scale = scale
    cpdef double area(self):
        return self._base() * self.scale
    cdef double _base(self):
        return 0.0

cdef double dist(Pt a, Pt b):
    return sqrt((a.x - b.x) ** 2 + (a.y - b.y) ** 2)

def describe(Shape s):
    return "%s with area %.2f" % (type(s).__name__, s.area())
