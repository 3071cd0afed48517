# A typed loop calling cdef/cpdef methods through an extension type
# (Cython's "integrate with extension types" tutorial): each receiver's
# own override runs, with its C fields; a Python subclass's override
# and errors raised inside a method behave as compiled Cython's do.
from libc.math cimport sin

cdef class Function:
    cpdef double evaluate(self, double x) except *:
        return 0

cdef class SinOfSquare(Function):
    cpdef double evaluate(self, double x) except *:
        return sin(x ** 2)

cdef class Poly(Function):
    cdef double a, b
    cdef int degree
    def __init__(self, a, b, degree):
        self.a = a
        self.b = b
        self.degree = degree
    cpdef double evaluate(self, double x) except *:
        cdef double r = 1
        cdef int k
        for k in range(self.degree):
            r *= x
        return self.a * r + self.b

cdef class Checked(Poly):
    cpdef double evaluate(self, double x) except *:
        if x > self.b:
            raise ValueError(f"x={x} is past {self.b}")
        return x

class Doubled(Poly):
    def evaluate(self, x):
        return 2 * Poly.evaluate(self, x)

def integrate(Function f, double a, double b, int N):
    cdef int i
    cdef double s, dx
    if f is None:
        raise ValueError("f cannot be None")
    s = 0
    dx = (b - a) / N
    for i in range(N):
        s += f.evaluate(a + i * dx)
    return s * dx

cdef class Counter:
    cdef long hits
    cdef void tick(self, long k):
        pass
    cdef long weight(self, long k):
        return k % 3 + self.hits

def count(Counter c, long n):
    cdef long i, t = 0
    for i in range(n):
        c.tick(i)
        t += c.weight(i)
    return t

for f in [Function(), SinOfSquare(), Poly(2.0, 0.5, 3), Doubled(2.0, 0.5, 3), Checked(1, 10, 0)]:
    print(type(f).__name__, integrate(f, 0, 2, 1000))
c = Counter()
print(count(c, 10))
try:
    integrate(Checked(1, 0.5, 0), 0, 2, 100)
except ValueError as e:
    print("ValueError:", e)
try:
    integrate(None, 0, 1, 10)
except ValueError as e:
    print("ValueError:", e)
