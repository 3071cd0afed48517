# A loop calling a cdef method that calls other methods on its own self:
# overrides (cdef, cpdef, a Python subclass's), three levels deep,
# recursion, and an error raised two calls down.
cimport cython

cdef class Shape:
    cdef double scale
    def __init__(self, double scale):
        self.scale = scale
    cdef double unit(self, double x):
        return x
    cpdef double area(self, double x):
        return self.scale * self.unit(x)
    cdef double twice(self, double x):
        return 2 * self.area(x)
    cdef double total(self, double x):
        return self.twice(x) + self.area(x)

cdef class Square(Shape):
    cdef double unit(self, double x):
        return x * x

cdef class Circle(Shape):
    cdef double r
    def __init__(self, double scale, double r):
        Shape.__init__(self, scale)
        self.r = r
    cpdef double area(self, double x):
        return 3.0 * self.r * self.unit(x)

class Tripled(Shape):
    def area(self, x):
        return 3 * x

cdef class Other:
    cdef double k
    def __init__(self, k):
        self.k = k
    cdef double twice(self, double x):
        return self.k * x

cdef class Counter:
    cdef long base
    def __init__(self, long base):
        self.base = base
    cdef long fact(self, long n):
        if n <= 1:
            return self.base
        return n * self.fact(n - 1)
    cdef long checked(self, long n) except? -1:
        if n == 7:
            raise ValueError("seven is not allowed")
        return self.fact(n)
    cdef long outer(self, long n) except? -1:
        return self.checked(n) + 1

def run(Shape s, int n):
    cdef double acc = 0
    cdef int i
    for i in range(n):
        acc += s.total(i * 0.5)
    return acc

def run_other(Other o, int n):
    cdef double acc = 0
    cdef int i
    for i in range(n):
        acc += o.twice(i)
    return acc

def facts(Counter c, int n):
    cdef long acc = 0
    cdef int i
    for i in range(n):
        acc += c.outer(i)
    return acc

def main():
    for s in [Shape(1.5), Square(2.0), Circle(1.0, 2.0), Tripled(4.0)]:
        print(type(s).__name__, run(s, 1000))
    print(run_other(Other(0.5), 100))
    print(facts(Counter(1), 7), facts(Counter(2), 5))
    try:
        facts(Counter(1), 10)
    except ValueError as e:
        print("ValueError:", e)

main()
