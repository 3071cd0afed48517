# Array, struct and pointer attributes of cdef classes: a C array of function pointers called through self.steps[i](x), a 2-D int array and a double array (zeroed per instance, printed as lists), struct attributes written field by field in place (self.b.hi.x = 3.0, self.origin.y += 0.5), pointer attributes starting NULL, struct values with pointer fields.
ctypedef double (*unary)(double)

cdef double sq(double x):
    return x * x

cdef double neg(double x):
    return -x

cdef class Pipeline:
    cdef unary steps[4]
    cdef int n
    cdef unary last

    def __init__(self):
        self.n = 0
        self.last = NULL

    cdef void add(self, unary f):
        self.steps[self.n] = f
        self.n += 1
        self.last = f

    cpdef double run(self, double x):
        cdef int i
        for i in range(self.n):
            x = self.steps[i](x)
        return x

def main():
    p = Pipeline()
    p.add(sq)
    p.add(neg)
    p.add(sq)
    print(p.run(3.0))
    cdef Pipeline q = p
    print(q.last(5.0), q.last == sq, q.steps[1](2.0))
main()

cdef class Grid:
    cdef int cells[2][3]
    cdef double w[3]
    cdef public int n
    def __init__(self):
        cdef int i, j
        for i in range(2):
            for j in range(3):
                self.cells[i][j] = i * 3 + j
        self.w = [0.5, 1.5, 2.5]
    def total(self):
        cdef int i, j, s = 0
        for i in range(2):
            for j in range(3):
                s += self.cells[i][j]
        return s
    def rows(self):
        return self.cells, self.w
grid = Grid()
h = Grid()
print(grid.total(), grid.rows())

cdef struct NodeD:
    int v
    NodeD* next
    double* data
cdef NodeD g
print(g.next == NULL, g.data == NULL, g.v)
cdef class Holder:
    cdef NodeD* head
    cdef double* buf
    cdef NodeD first
    def check(self):
        return self.head == NULL, self.buf is NULL, self.first.next == NULL
print(Holder().check())
def f():
    cdef NodeD loc = NodeD(v=1, next=NULL, data=NULL)
    cdef NodeD other = NodeD(2, &loc, NULL)
    return other.next.v, loc.next == NULL
print(f())

cdef struct Pt:
    double x, y
cdef struct Box:
    Pt lo, hi
cdef class Shape:
    cdef Box b
    cdef public Pt origin
    def __init__(self):
        self.b.hi.x = 3.0
        self.b.hi.y = 2.0
        self.origin = Pt(1.0, 1.0)
        self.origin.y += 0.5
    def area(self):
        return (self.b.hi.x - self.b.lo.x) * (self.b.hi.y - self.b.lo.y)
    def box(self):
        return self.b
s = Shape()
print(s.area(), s.box(), s.origin)
s.origin = {'x': 5.0, 'y': 6.0}
print(s.origin)
