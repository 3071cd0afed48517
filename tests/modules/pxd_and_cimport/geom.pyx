print("geom loading")
SCALE = 3

cdef double dist2(Point a, Point b):
    return sq(a.x - b.x) + sq(a.y - b.y)

cpdef int twice(int n):
    return 2 * n * SCALE

cdef class Counter:
    def __init__(self):
        self.count = 0
        self.total = 0

    cdef void add(self, double v):
        self.count += 1
        self.total += v

    def mean(self):
        return self.total / self.count

def hello(name):
    return "hello " + name
