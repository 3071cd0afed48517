# Method calls on typed cdef class receivers: dispatch through overrides.
cdef class Shape:
    cdef double w
    cdef int calls
    def __init__(self, double w):
        self.w = w
    cdef double area(self):
        self.calls += 1
        return self.w * self.w
    cpdef double scaled(self, double k):
        return self.area() * k
    cdef int bump(self, int by=1):
        self.calls += by
        return self.calls
    cdef void reset(self):
        self.calls = 0
    cdef str name(self):
        return "shape"
    cdef Shape twin(self):
        return Shape(self.w)
    cpdef label(self):
        return self.name() + ":" + str(self.helper(2))
    cdef long helper(self, long n):
        return n * 10

cdef class Circle(Shape):
    cdef double area(self):
        self.calls += 1
        return 3.0 * self.w * self.w
    cdef str name(self):
        return "circle"

class PyShape(Shape):
    def scaled(self, k):
        return -k

def total(list shapes):
    cdef Shape s
    cdef double t = 0
    for s in shapes:
        t += s.area()
        t += s.scaled(2)
    return t

shapes = [Shape(1.0), Circle(2.0), PyShape(3.0), Shape(0.5)]
print(total(shapes))
cdef Shape a = Circle(1.0)
print(a.area(), a.scaled(3), a.bump(), a.bump(5), a.calls)
a.reset()
print(a.calls, a.name(), a.label())
cdef Shape b = a.twin()
print(b.area(), b.name(), type(b).__name__)
cdef Shape p = PyShape(2.0)
print(p.scaled(4), p.area())

cdef class Counter:
    cdef long n
    cdef double acc
    cdef void add(self, long k, double x):
        self.n += k
        self.acc += x * 0.5
    cpdef long get(self):
        return self.n

def run(int m):
    cdef Counter c = Counter()
    cdef int i
    for i in range(m):
        c.add(i, i)
    return c.get(), c.acc

print(run(1000))

cdef class Node:
    cdef public int val
    cdef Node nxt
    def __init__(self, int v, Node nxt=None):
        self.val = v
        self.nxt = nxt
    cdef int total(self):
        if self.nxt is None:
            return self.val
        return self.val + self.nxt.total()

cdef Node chain = Node(1, Node(2, Node(3)))
print(chain.total(), chain.nxt.total())

cdef class Raiser:
    cdef int check(self, int x) except -1:
        if x < 0:
            raise ValueError("negative")
        return x
cdef Raiser r = Raiser()
print(r.check(4))
try:
    r.check(-1)
except ValueError as e:
    print("ValueError:", e)
