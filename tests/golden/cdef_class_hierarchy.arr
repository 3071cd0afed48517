# cdef class inheritance with cpdef overrides, property, staticmethod,
# __repr__ with f-strings, generators, except -1, dict counting, a.flat.
import numpy as np
cimport cython

cdef class Shape:
    cdef public double scale
    def __init__(self, double scale=1.0):
        self.scale = scale
    cpdef double area(self):
        return 0.0
    def __repr__(self):
        return f"{type(self).__name__}(scale={self.scale:.2f}, area={self.area():.3f})"

cdef class Square(Shape):
    cdef double side
    def __init__(self, double side, double scale=1.0):
        super().__init__(scale)
        self.side = side
    cpdef double area(self):
        return self.side * self.side * self.scale

cdef class Circle(Shape):
    cdef double r
    def __init__(self, double r):
        super().__init__()
        self.r = r
    cpdef double area(self):
        return 3.141592653589793 * self.r ** 2
    @property
    def diameter(self):
        return 2 * self.r
    @staticmethod
    def unit():
        return Circle(1.0)

cdef int check_positive(int x) except -1:
    if x < 0:
        raise ValueError(f"negative: {x}")
    return x

def total_area(shapes):
    return sum(s.area() for s in shapes)

shapes = [Square(2.0), Circle(1.5), Square(1.0, 3.0), Circle.unit()]
for s in sorted(shapes, key=lambda s: s.area()):
    print(s)
print("total %.4f" % total_area(shapes))
print(Circle(2).diameter, isinstance(shapes[0], Shape))
print(sum(x * x for x in range(10)), max(len(w) for w in ["a", "abc", "ab"]))
print({k: v for k, v in zip("abc", range(3))}, [i for i in range(10) if i % 3 == 0])
try:
    check_positive(-3)
except ValueError as e:
    print("caught", e)
print(check_positive(4))
counts = {}
for w in "the quick brown the lazy the end".split():
    counts[w] = counts.get(w, 0) + 1
print(sorted(counts.items(), key=lambda kv: (-kv[1], kv[0])))
a = np.arange(6).reshape(2, 3)
print(a.tolist(), a.T.tolist(), list(a.flat) if hasattr(a, "flat") else None)
print("{:>8.3f}|{:<6d}|{:^7s}|".format(3.14159, 42, "mid"))
