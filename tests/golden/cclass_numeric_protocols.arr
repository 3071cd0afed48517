# A cdef class's numeric protocol: binary and reflected operators,
# __iadd__ (tried before __add__ by +=), __index__ (list and str indices and
# slices, range, hex/oct/bin), __contains__, __call__, __hash__, __bool__.
cdef class V:
    cdef double x, y
    def __init__(self, x, y):
        self.x = x; self.y = y
    def __add__(self, other):
        if isinstance(other, V):
            return V(self.x + (<V>other).x, self.y + (<V>other).y)
        return V(self.x + other, self.y + other)
    def __radd__(self, other):
        return V(self.x + other, self.y + other)
    def __mul__(self, double k):
        return V(self.x * k, self.y * k)
    def __neg__(self):
        return V(-self.x, -self.y)
    def __abs__(self):
        return (self.x ** 2 + self.y ** 2) ** 0.5
    def __bool__(self):
        return self.x != 0 or self.y != 0
    def __eq__(self, other):
        return isinstance(other, V) and self.x == (<V>other).x and self.y == (<V>other).y
    def __hash__(self):
        return hash((self.x, self.y))
    def __contains__(self, v):
        return v == self.x or v == self.y
    def __call__(self, k):
        return self.x * k
    def __index__(self):
        return int(self.x)
    def __iadd__(self, other):
        self.x += other
        return self
    def __repr__(self):
        return "V(%g, %g)" % (self.x, self.y)
    def __str__(self):
        return "<%s,%s>" % (self.x, self.y)
    def __lt__(self, V other):
        return abs(self) < abs(other)

a = V(1, 2)
b = V(3, 4)
print(a + b, 1 + a, a + 1, a * 2, -a, abs(b), bool(V(0, 0)), a == V(1, 2), a != b)
print(2 in a, 5 in a, a(10), [10, 20, 30][V(1, 0)], len({a, V(1, 2), b}))
a += 5
print(repr(a), str(a), f"{a}", [a, b])
print(sorted([b, a, V(0, 1)]), max([a, b]), min(a, b))
print(hex(V(255, 0)))
print(list(range(V(3, 0))), oct(V(8, 0)), bin(V(5, 0)), "abcdef"[V(1, 0):V(4, 0)])
x = 5
x += V(1, 1)
print(x)
lst = [1]
lst += [2]
lst *= 2
print(lst)
