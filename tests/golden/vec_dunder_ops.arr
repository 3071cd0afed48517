from libc.math cimport sqrt

cdef class Vec:
    cdef readonly double x, y
    def __init__(self, double x=0, double y=0):
        self.x = x
        self.y = y
    def __add__(self, other):
        if isinstance(other, Vec):
            return Vec(self.x + other.x, self.y + other.y)
        return NotImplemented
    def __radd__(self, other):
        if other == 0:
            return self
        return NotImplemented
    def __sub__(Vec self, Vec other):
        return Vec(self.x - other.x, self.y - other.y)
    def __mul__(self, k):
        if isinstance(k, (int, float)):
            return Vec(self.x * k, self.y * k)
        return NotImplemented
    def __rmul__(self, k):
        return self * k
    def __neg__(self):
        return Vec(-self.x, -self.y)
    def __abs__(self):
        return sqrt(self.x * self.x + self.y * self.y)
    def __bool__(self):
        return self.x != 0 or self.y != 0
    def __eq__(self, other):
        return isinstance(other, Vec) and self.x == other.x and self.y == other.y
    def __hash__(self):
        return hash((self.x, self.y))
    def __lt__(self, Vec other):
        return abs(self) < abs(other)
    def __repr__(self):
        return "Vec(%g, %g)" % (self.x, self.y)
    def __iter__(self):
        yield self.x
        yield self.y
    def __getitem__(self, int i):
        if i == 0: return self.x
        if i == 1: return self.y
        raise IndexError("Vec index out of range")
    def __call__(self, scale):
        return Vec(self.x * scale, self.y * scale)
    def __iadd__(self, Vec o):
        self.x += o.x
        self.y += o.y
        return self

a = Vec(3, 4)
b = Vec(1, 2)
print(a + b, a - b, a * 2, 3 * a, -a, abs(a), bool(Vec()), bool(a))
print(a == Vec(3, 4), a != b, a == 5, hash(a) == hash(Vec(3, 4)))
print(sorted([a, b, Vec(0, 1)]), max([a, b]), min(a, b))
print(sum([a, b, Vec(1, 1)]), list(a), tuple(b), a[1], a(10))
x, y = a
print(x, y, {a, Vec(3, 4), b} == {a, b})
try:
    a[5]
except IndexError as e:
    print("IndexError:", e)
try:
    print(a + 1)
except TypeError as e:
    print("TypeError:", e)
try:
    print(a - 1)
except TypeError as e:
    print("TypeError:", e)
try:
    print(a <= b)
except TypeError as e:
    print("TypeError:", e)
c = a
c += b
print(c, a, c is a)
print(a > b, b > a)
print([v for v in (a, b) if v], Vec.__name__, Vec.__qualname__)
print(vars(type(a)).get('__doc__'), hasattr(a, 'x'), getattr(a, 'z', 'nope'))
