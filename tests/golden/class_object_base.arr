# `class A(object):`, the Python 2 spelling still common in Cython code,
# is a plain class; so is a cdef class deriving from object.
class Point(object):
    def __init__(self, x, y):
        self.x = x
        self.y = y

    def norm2(self):
        return self.x * self.x + self.y * self.y

class Point3(Point):
    def __init__(self, x, y, z):
        Point.__init__(self, x, y)
        self.z = z

    def norm2(self):
        return Point.norm2(self) + self.z * self.z

cdef class Counter(object):
    cdef public int n

    def bump(self):
        self.n += 1
        return self.n

p = Point3(1, 2, 2)
print(p.norm2(), isinstance(p, Point), isinstance(p, object))
c = Counter()
c.bump()
print(c.bump(), c.n)
