# Special methods of a cdef class and class/static methods of a Python
# class; `%s` formatting of an instance runs its __repr__.
cdef class Vec:
    cdef readonly double x, y
    def __init__(self, x, y):
        self.x = x
        self.y = y
    def __add__(self, other):
        return Vec(self.x + other.x, self.y + other.y)
    def __mul__(self, k):
        return Vec(self.x * k, self.y * k)
    def __neg__(self):
        return Vec(-self.x, -self.y)
    def __abs__(self):
        return (self.x ** 2 + self.y ** 2) ** 0.5
    def __eq__(self, other):
        return isinstance(other, Vec) and self.x == other.x and self.y == other.y
    def __hash__(self):
        return hash((self.x, self.y))
    def __repr__(self):
        return f"Vec({self.x}, {self.y})"
    def __iter__(self):
        yield self.x
        yield self.y
    def __getitem__(self, i):
        return (self.x, self.y)[i]
    def __len__(self):
        return 2
    def __bool__(self):
        return self.x != 0 or self.y != 0

class Counter:
    instances = 0
    def __init__(self):
        Counter.instances += 1
    @classmethod
    def count(cls):
        return cls.instances
    @staticmethod
    def twice(x):
        return 2 * x
    def __call__(self, v):
        return v + 1
    def __contains__(self, v):
        return v == 42

v = Vec(3, 4)
w = v + Vec(1, 1) * 2
print(v, w, -v, abs(v), v == Vec(3, 4), v != w, len({v, Vec(3, 4)}))
print(list(v), v[1], len(v), bool(Vec(0, 0)), tuple(w))
x, y = w
print(x, y)
c1 = Counter(); c2 = Counter()
print(Counter.count(), c1.count(), Counter.twice(4), c1(9), 42 in c1, 41 in c2)
print(sorted([Vec(2, 0), Vec(1, 5)], key=abs))
print(str(v), repr(v), f"{v!r}", "%s" % (v,))
