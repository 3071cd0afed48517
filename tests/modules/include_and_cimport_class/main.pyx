from shapes cimport Shape, Pt, dist
from shapes import describe
import shapes
include "consts.pxi"

cdef class Square(Shape):
    cdef double side
    def __init__(self, double side, double scale=1.0):
        super().__init__(scale)
        self.side = side
    cdef double _base(self):
        return self.side * self.side

class Tri(Shape):
    def area(self):
        return HALF * self.scale

sq = Square(3, 2)
print(sq.area(), describe(sq), describe(Tri(4)), NSIDES)
cdef Pt a = Pt(0, 0)
cdef Pt b = Pt(3, 4)
print(dist(a, b), shapes.Shape().area())
