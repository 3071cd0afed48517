# Class decorators (C = d(C), nearest first) and functools.total_ordering on Python and cdef classes.
import functools
cimport cython

def tag(cls):
    cls.tagged = True
    return cls

def register(name):
    def deco(cls):
        cls.reg_name = name
        return cls
    return deco

@functools.total_ordering
cdef class Money:
    cdef readonly long cents
    def __init__(self, long cents):
        self.cents = cents
    def __eq__(self, other):
        return isinstance(other, Money) and self.cents == (<Money>other).cents
    def __lt__(self, Money other):
        return self.cents < other.cents
    def __hash__(self):
        return hash(self.cents)
    def __repr__(self):
        return f"Money({self.cents})"

@tag
@register("pt")
class Point:
    def __init__(self, x):
        self.x = x
    def __gt__(self, other):
        if not isinstance(other, Point):
            return NotImplemented
        return self.x > other.x
    def __eq__(self, other):
        return isinstance(other, Point) and self.x == other.x

Point = functools.total_ordering(Point)

@cython.final
cdef class Leaf:
    cdef int v

def main():
    a, b = Money(5), Money(7)
    print(a < b, a <= b, a > b, a >= b, a == Money(5), sorted([b, a, Money(1)]))
    p, q = Point(1), Point(2)
    print(p < q, p <= q, p >= q, p > q, Point.tagged, Point.reg_name)
    print(p.__le__(q), p.__lt__(3))
    try:
        p < 3
    except TypeError as e:
        print("TypeError", e)
    try:
        @functools.total_ordering
        class Bad:
            pass
    except ValueError as e:
        print("ValueError", e)

main()
