# cdef methods are reached only at C level (self, typed names, <Class>x casts,
# methods declared to return the class): Python code does not see them and a
# Python subclass cannot override them; cpdef methods it can.
cdef class Shape:
    cdef double scale
    def __cinit__(self, *args, **kwargs):
        self.scale = 1.0
    cpdef double area(self):
        return 0.0
    cdef str kind(self):
        return "shape"
    def describe(self):
        return f"{self.kind()} with area {self.area():.3f}"
    def __richcmp__(self, Shape other, int op):
        if op == 0:
            return self.area() < other.area()
        if op == 2:
            return self.area() == other.area()
        return NotImplemented

cdef class Circle(Shape):
    cdef double r
    def __init__(self, double r):
        self.r = r
    cpdef double area(self):
        return 3.141592653589793 * self.r * self.r * self.scale
    cdef str kind(self):
        return "circle"

cdef class Square(Shape):
    cdef public double side
    def __init__(self, side):
        self.side = side
    cpdef double area(self):
        return self.side ** 2
    cdef str kind(self):
        return "square"

class Tri(Square):
    def area(self):
        return 0.5 * self.side ** 2
    def kind(self):
        return "tri"

shapes = [Circle(1.0), Square(2), Tri(3)]
for s in shapes:
    print(s.describe())
print(sorted(shapes)[0].describe())
print(Circle(1) == Circle(1.0), Square(1) < Circle(1))
print(isinstance(shapes[2], Shape), type(shapes[1]).__name__)
cdef Shape sh = shapes[2]
print(sh.area(), sh.kind())
try:
    Square(1).r
except AttributeError as e:
    print(e)
sq = Square(3)
sq.side = 4
print(sq.side, sq.area())
try:
    sq.scale = 2
except AttributeError as e:
    print(e)

cdef class Node:
    cdef int v
    cdef list kids
    def __init__(self, v):
        self.v = v
        self.kids = []
    cdef int total(self):
        cdef int t = self.v
        for k in self.kids:
            t += (<Node>k).total()
        return t
    cdef Node first(self):
        return self.kids[0]
    def run(self):
        cdef Node k
        for k in self.kids:
            print(k.total())
        return self.first().total(), self.total()

cdef Node r = Node(1)
r.kids = [Node(2), Node(3)]
(<Node>r.kids[0]).kids.append(Node(10))
print(r.run())
print(r.first().v)
try:
    print(r.kids[0].total())
except AttributeError as e:
    print(e)
