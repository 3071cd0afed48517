# A cdef class with the special methods a vector type defines: indexing,
# iteration, arithmetic with __rmul__, __call__, __iadd__, a context
# manager, classmethod/staticmethod factories and a property.
cimport cython

cdef class Vec:
    cdef double[3] v
    def __init__(self, double x=0, double y=0, double z=0):
        self.v[0] = x; self.v[1] = y; self.v[2] = z
    def __getitem__(self, int i):
        if i < 0 or i >= 3:
            raise IndexError("Vec index out of range")
        return self.v[i]
    def __setitem__(self, int i, double val):
        self.v[i] = val
    def __len__(self):
        return 3
    def __iter__(self):
        return iter([self.v[0], self.v[1], self.v[2]])
    def __contains__(self, double x):
        return x == self.v[0] or x == self.v[1] or x == self.v[2]
    def __add__(self, Vec other):
        return Vec(self.v[0] + other.v[0], self.v[1] + other.v[1], self.v[2] + other.v[2])
    def __mul__(self, double k):
        return Vec(self.v[0] * k, self.v[1] * k, self.v[2] * k)
    def __rmul__(self, double k):
        return self * k
    def __neg__(self):
        return self * -1
    def __abs__(self):
        return (self.v[0] ** 2 + self.v[1] ** 2 + self.v[2] ** 2) ** 0.5
    def __bool__(self):
        return abs(self) != 0
    def __eq__(self, other):
        return isinstance(other, Vec) and list(self) == list(other)
    def __hash__(self):
        return hash(tuple(self))
    def __repr__(self):
        return "Vec(%g, %g, %g)" % (self.v[0], self.v[1], self.v[2])
    def __call__(self, double t):
        return self * t
    def __iadd__(self, Vec other):
        for i in range(3):
            self.v[i] += other.v[i]
        return self
    def __enter__(self):
        print("enter")
        return self
    def __exit__(self, et, ev, tb):
        print("exit", et)
        return False
    @classmethod
    def zero(cls):
        return cls()
    @staticmethod
    def unit(int axis):
        cdef Vec r = Vec()
        r.v[axis] = 1
        return r
    @property
    def x(self):
        return self.v[0]
    @x.setter
    def x(self, double val):
        self.v[0] = val

a = Vec(1, 2, 3); b = Vec.unit(1)
print(a + b, 2 * a, a * 2, -a, abs(Vec(3, 4, 0)), bool(Vec()), len(a), list(a), 2.0 in a, 5 in a)
print(a == Vec(1, 2, 3), a != b, hash(a) == hash((1.0, 2.0, 3.0)), a(0.5), Vec.zero())
a += b
print(a, a[1], a.x)
a.x = 10
a[2] = -1
print(a, {a: 1}[Vec(10, 3, -1)])
try:
    a[5]
except IndexError as e:
    print("IndexError", e)
with Vec() as v:
    print("inside", v)
try:
    with Vec():
        raise KeyError("k")
except KeyError as e:
    print("caught", repr(e))
print(sorted([Vec(3), Vec(1), Vec(2)], key=abs))
print(max(Vec(1, 5, 2)), sum(Vec(1, 2, 3)), tuple(Vec(1, 1, 1) * 3))
try:
    a + 1
except TypeError as e:
    print("TypeError", e)
try:
    del a.x
except (AttributeError, NotImplementedError, TypeError) as e:
    print(type(e).__name__, e)
