# `from m import name` inside a function binds a local, as Python's does
# (in def functions, methods, classmethods of cdef classes, closures).
def f(double t):
    from math import cos, sin as s
    return round(cos(t) + s(t), 12)

def counts(words):
    from collections import Counter
    import math
    c = Counter(words)
    return c.most_common(1), math.floor(2.7)

cdef class Vec:
    cdef readonly double x, y
    def __init__(self, double x, double y):
        self.x = x
        self.y = y
    @classmethod
    def polar(cls, double r, double t):
        from math import cos, sin
        return cls(r * cos(t), r * sin(t))
    def angle(self):
        from math import atan2, degrees
        return degrees(atan2(self.y, self.x))

def outer():
    from functools import reduce
    def inner(xs):
        return reduce(lambda a, b: a * b, xs)
    return inner([1, 2, 3, 4])

print(f(0.0), f(1.0))
print(counts("a b a c".split()))
v = Vec.polar(2.0, 0.0)
print(v.x, v.y, Vec(1.0, 1.0).angle())
print(outer())
