# Special methods of cdef classes: arithmetic, comparison and hashing,
# iteration, indexing, len/bool/abs, static and class methods; a set of
# instances prints each with its __repr__.
cdef class Vec:
    cdef readonly double x, y
    def __init__(self, double x, double y):
        self.x = x
        self.y = y
    def __add__(self, Vec other):
        return Vec(self.x + other.x, self.y + other.y)
    def __mul__(self, double k):
        return Vec(self.x * k, self.y * k)
    def __neg__(self):
        return Vec(-self.x, -self.y)
    def __eq__(self, other):
        return isinstance(other, Vec) and self.x == other.x and self.y == other.y
    def __hash__(self):
        return hash((self.x, self.y))
    def __repr__(self):
        return f"Vec({self.x}, {self.y})"
    def __abs__(self):
        return (self.x ** 2 + self.y ** 2) ** 0.5
    def __iter__(self):
        yield self.x
        yield self.y
    def __getitem__(self, int i):
        if i == 0: return self.x
        if i == 1: return self.y
        raise IndexError("Vec index out of range")
    def __len__(self):
        return 2
    def __bool__(self):
        return self.x != 0 or self.y != 0
    @staticmethod
    def zero():
        return Vec(0, 0)
    @classmethod
    def unit(cls):
        return cls(1, 0)

a = Vec(1, 2)
b = Vec(3, 4)
print(a + b, a * 2, -a, abs(b), a == Vec(1, 2), a != b, len(a), list(a), a[1])
print({a, Vec(1, 2)}, bool(Vec.zero()), Vec.unit(), tuple(b))
try:
    a[2]
except IndexError as e:
    print(e)
try:
    a.x = 5
except AttributeError as e:
    print(e)
x, y = b
print(x, y, sorted([b, a], key=abs))

cdef class Matrix:
    cdef int n
    cdef double[:, :] data
    def __cinit__(self, int n):
        import numpy as np
        self.n = n
        self.data = np.eye(n)
    def __getitem__(self, tuple ij):
        cdef int i = ij[0], j = ij[1]
        return self.data[i, j]
    def __setitem__(self, tuple ij, double v):
        self.data[ij[0], ij[1]] = v
    def trace(self):
        cdef int i
        cdef double t = 0
        for i in range(self.n):
            t += self.data[i, i]
        return t
m = Matrix(3)
m[0, 1] = 5
m[2, 2] = 7
print(m[0, 1], m[1, 1], m.trace())
