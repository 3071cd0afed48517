# functools.cached_property (computed once per instance, kept in its dict)
# and what a partial exposes: func, args, keywords.
from functools import cached_property, partial
import functools


class Circle:
    def __init__(self, r):
        self.r = r
        self.calls = 0

    @cached_property
    def area(self):
        """The area, computed once."""
        self.calls += 1
        return 3.0 * self.r * self.r


c = Circle(2.0)
print(c.area, c.area, c.calls)
print('area' in c.__dict__, sorted(c.__dict__))
del c.area
print(c.area, c.calls)
c.area = 99.0
print(c.area, c.calls)
print(type(Circle.area).__name__, Circle.area.__doc__)
print(Circle.area.func.__name__, Circle.area.attrname)
d = Circle(1.0)
print(d.area, d.calls, c.area)
try:
    del d.nothing
except AttributeError as e:
    print("AttributeError:", e)


class Slow:
    @functools.cached_property
    def value(self):
        print("computing")
        return [1, 2, 3]


s = Slow()
s.value.append(4)
print(s.value)


def scaled(x, factor=1, offset=0):
    return x * factor + offset


p = partial(scaled, factor=3)
q = partial(p, offset=1)
print(p(2), q(2), q(2, offset=10))
print(p.func is scaled, p.args, p.keywords)
print(q.func is scaled, q.args, q.keywords)
r = partial(pow, 2)
print(r(10), r.args, r.keywords, r.func is pow)
t = partial(scaled, 1, offset=5, factor=2)
u = partial(t, offset=7)
print(u.args, u.keywords, u(), u(offset=0))


cdef class Radius:
    cdef public double r

    def __init__(self, r):
        self.r = r

    @cached_property
    def area(self):
        return self.r * 2


try:
    print(Radius(2.0).area)
except TypeError as e:
    print("TypeError:", e)
