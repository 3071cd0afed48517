# Special methods of a cdef class: binary and unary operators, abs, rich
# comparisons used by sorted and max, len, indexing, iteration by a
# generator __iter__, __bool__ (also through bool()), __contains__.
cdef class Vec2:
    cdef public double x, y
    def __init__(self, double x, double y):
        self.x = x
        self.y = y
    def __add__(self, other):
        return Vec2(self.x + other.x, self.y + other.y)
    def __sub__(self, Vec2 other):
        return Vec2(self.x - other.x, self.y - other.y)
    def __mul__(self, double k):
        return Vec2(self.x * k, self.y * k)
    def __neg__(self):
        return Vec2(-self.x, -self.y)
    def __abs__(self):
        return (self.x ** 2 + self.y ** 2) ** 0.5
    def __eq__(self, other):
        return isinstance(other, Vec2) and self.x == other.x and self.y == other.y
    def __hash__(self):
        return hash((self.x, self.y))
    def __repr__(self):
        return f"Vec2({self.x}, {self.y})"
    def __len__(self):
        return 2
    def __getitem__(self, int i):
        if i == 0:
            return self.x
        elif i == 1:
            return self.y
        raise IndexError("Vec2 index out of range")
    def __iter__(self):
        yield self.x
        yield self.y
    def __bool__(self):
        return self.x != 0 or self.y != 0
    def __lt__(self, Vec2 other):
        return abs(self) < abs(other)
    def __contains__(self, v):
        return v == self.x or v == self.y

a = Vec2(1, 2)
b = Vec2(3, 4)
print(a + b, a - b, a * 3, -a, abs(b))
print(a == Vec2(1, 2), a != b, a < b, len(a), a[1], list(a))
print(bool(Vec2(0, 0)), bool(a), 2.0 in a, 5 in a)
print(sorted([b, a]))
x, y = b
print(x, y)
try:
    a[2]
except IndexError as e:
    print("IndexError", e)
print(max([a, b, Vec2(0.5, 0.5)], key=abs))
