# Attribute and method sites of cdef classes meeting several classes:
# each call and field access must reach the instance's own class.
cdef class Shape:
    cdef public double scale
    cdef int calls
    def __init__(self, double scale):
        self.scale = scale
        self.calls = 0
    cdef double area(self):
        self.calls += 1
        return 0.0
    cpdef str name(self):
        return "shape"
    def count(self):
        return self.calls

cdef class Square(Shape):
    cdef double side
    def __init__(self, double side):
        Shape.__init__(self, 1.0)
        self.side = side
    cdef double area(self):
        self.calls += 1
        return self.side * self.side * self.scale
    cpdef str name(self):
        return "square"

cdef class Circle(Shape):
    cdef double r
    def __init__(self, double r):
        Shape.__init__(self, 2.0)
        self.r = r
    cdef double area(self):
        self.calls += 2
        return 3.0 * self.r * self.r * self.scale

class Tagged(Square):
    def name(self):
        return "tagged " + Square.name(self)

cdef class Counter:
    cdef public int n
    cdef public long total
    cdef public object log
    def __init__(self):
        self.n = 0
        self.total = 0
        self.log = []
    cdef int bump(self):
        self.n += 10
        return 1
    def run(self):
        cdef int i
        for i in range(3):
            # The right side changes the field: the read comes first.
            self.n += self.bump()
            self.total += i
            self.log.append(self.n)
        return self.n

def total_area(list shapes):
    cdef Shape s
    cdef double t = 0
    names = []
    for s in shapes:
        t += s.area()
        names.append(s.name())
    return t, names

def main():
    shapes = [Square(2.0), Circle(1.0), Shape(5.0), Square(3.0), Tagged(1.5), Circle(2.0)]
    for k in range(2):
        print(total_area(shapes))
    print([s.count() for s in shapes])
    c = Counter()
    print(c.run(), c.n, c.total, c.log)
    cdef Counter d = Counter()
    cdef int j
    for j in range(5):
        d.n = j * 3
    print(d.n)
    try:
        for j in range(3):
            d.n = 2 ** 31 - 2 + j
    except OverflowError as e:
        print("OverflowError", e, d.n)
    try:
        for j in range(3):
            d.log = j if j < 2 else None
        d.total = "x"
    except TypeError as e:
        print("TypeError", e, d.log, d.total)

main()
