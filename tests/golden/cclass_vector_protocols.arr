# A vector cdef class with the numeric, comparison, container and call
# protocols; and builtin containers' special methods called by name.
cdef class Vec:
    cdef double x, y
    def __init__(self, x, y):
        self.x = x; self.y = y
    def __add__(self, Vec other):
        return Vec(self.x + other.x, self.y + other.y)
    def __sub__(self, Vec other):
        return Vec(self.x - other.x, self.y - other.y)
    def __mul__(self, double k):
        return Vec(self.x * k, self.y * k)
    def __rmul__(self, double k):
        return Vec(self.x * k, self.y * k)
    def __neg__(self):
        return Vec(-self.x, -self.y)
    def __abs__(self):
        return (self.x ** 2 + self.y ** 2) ** 0.5
    def __eq__(self, other):
        return isinstance(other, Vec) and self.x == (<Vec>other).x and self.y == (<Vec>other).y
    def __hash__(self):
        return hash((self.x, self.y))
    def __repr__(self):
        return f"Vec({self.x}, {self.y})"
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
    def __lt__(self, Vec other):
        return abs(self) < abs(other)
    def __call__(self, t):
        return self * t
    def __contains__(self, v):
        return v == self.x or v == self.y

a = Vec(1, 2); b = Vec(3, 4)
print(a + b, a - b, a * 2, 3 * a, -a, abs(b))
print(a == Vec(1, 2), a != b, a < b, sorted([b, a]))
print(len(a), a[1], list(a), bool(Vec(0, 0)), 2.0 in a, 5 in a)
print(a(10), {a, Vec(1, 2)}.__len__())
try:
    a[2]
except IndexError as e:
    print(e)
x, y = b
print(x, y)
print(max([a, b, Vec(0, 1)]))
cdef class Counter:
    cdef int n
    def __cinit__(self):
        self.n = 0
    def __iter__(self):
        return self
    def __next__(self):
        self.n += 1
        if self.n > 3:
            raise StopIteration
        return self.n
print(list(Counter()))
cdef class Mat:
    cdef double[:, :] data
    def __init__(self, n, m):
        import numpy as np
        self.data = np.zeros((n, m))
    def __getitem__(self, idx):
        i, j = idx
        return self.data[i, j]
    def __setitem__(self, idx, double v):
        i, j = idx
        self.data[i, j] = v
    @property
    def shape(self):
        return (self.data.shape[0], self.data.shape[1])
M = Mat(2, 3)
M[1, 2] = 5.5
print(M[1, 2], M.shape, M[0, 0])
d = {"a": 1}
d.__setitem__("b", 2)
print(d.__len__(), d.__getitem__("b"), d.__contains__("c"), [1, 2].__contains__(2))
print("abc".__len__(), (1, 2).__getitem__(-1), "x".__repr__(), (1.5).__str__())
try:
    (5).__len__()
except AttributeError as e:
    print("AttributeError:", e)
