# A property's setter on a cdef class runs when a typed variable (which
# Cython reaches at C level) is assigned through it; a name that is neither
# a declared attribute nor a property is an AttributeError (no __dict__).
cdef class Shape:
    cdef public list points

    def __init__(self, pts=None):
        self.points = pts or []

    @property
    def n(self):
        return len(self.points)

    @n.setter
    def n(self, value):
        print("setter", value)
        self.points = self.points[:value]


cdef class Square(Shape):
    pass


def run():
    sq = Shape([1, 2, 3])
    sq.n = 2
    print(sq.points, sq.n)
    cdef Shape sub = Square([4, 5, 6])
    sub.n = 1
    print(sub.points, sub.n)
    try:
        sq.foo = 1
    except AttributeError as e:
        print(e)
    try:
        print(sq.bar)
    except AttributeError as e:
        print(e)


run()
