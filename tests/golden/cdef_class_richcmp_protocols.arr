cimport cython
from cpython.object cimport Py_EQ, Py_NE, Py_LT

cdef class Vec:
    cdef public double x, y
    def __init__(self, double x=0, double y=0):
        self.x = x
        self.y = y
    def __add__(self, Vec other):
        return Vec(self.x + other.x, self.y + other.y)
    def __sub__(self, other):
        return Vec(self.x - other.x, self.y - other.y)
    def __mul__(self, double k):
        return Vec(self.x * k, self.y * k)
    def __rmul__(self, double k):
        return Vec(self.x * k, self.y * k)
    def __neg__(self):
        return Vec(-self.x, -self.y)
    def __abs__(self):
        return (self.x ** 2 + self.y ** 2) ** 0.5
    def __richcmp__(self, Vec other, int op):
        if op == Py_EQ:
            return self.x == other.x and self.y == other.y
        if op == Py_NE:
            return not (self.x == other.x and self.y == other.y)
        if op == Py_LT:
            return abs(self) < abs(other)
        return NotImplemented
    def __repr__(self):
        return f"Vec({self.x}, {self.y})"
    def __hash__(self):
        return hash((self.x, self.y))
    def __len__(self):
        return 2
    def __getitem__(self, int i):
        if i == 0: return self.x
        if i == 1: return self.y
        raise IndexError("Vec index out of range")
    def __iter__(self):
        yield self.x
        yield self.y
    def __bool__(self):
        return self.x != 0 or self.y != 0

cdef class Counter:
    cdef int i, n
    def __cinit__(self, int n):
        self.i = 0
        self.n = n
    def __iter__(self):
        return self
    def __next__(self):
        if self.i >= self.n:
            raise StopIteration
        self.i += 1
        return self.i * self.i

a = Vec(1, 2)
b = Vec(3, 4)
print(a + b, a - b, a * 2, 3 * a, -a, abs(b))
print(a == Vec(1, 2), a != b, a < b, len(a), a[1], list(a), bool(Vec()))
try:
    a[5]
except IndexError as e:
    print("IndexError:", e)
try:
    a > b
except TypeError as e:
    print("TypeError:", e)
print({a: 1}[Vec(1, 2)])
print(list(Counter(5)), sum(Counter(4)))
x, y = b
print(x, y)
print(sorted([b, a, Vec(0, 1)]))
