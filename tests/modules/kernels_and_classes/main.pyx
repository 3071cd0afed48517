import numpy as np
from kern cimport dot, Shape
from kern import psum
import kern

cdef class Square(Shape):
    cdef double side
    def __init__(self, side):
        super().__init__(2.0)
        self.side = side
    cpdef double area(self):
        return self.side * self.side * self.scale

a = np.linspace(0, 1, 11)
b = np.ones(11)
print(dot(a, b), psum(a))
s = Square(3)
print(s.describe(), s.area(), isinstance(s, kern.Shape))
shapes = [kern.Shape(), Square(1.5)]
print([round(x.area(), 3) for x in shapes])
print(kern.Shape)
