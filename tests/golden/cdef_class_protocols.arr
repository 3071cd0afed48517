# cdef class protocols: __next__ iterators, context managers, __call__,
# __getattr__ reached through a typed variable, operators, callable().
# cython: language_level=3
cdef class Range3:
    cdef int i, n
    def __init__(self, int n):
        self.i = 0
        self.n = n
    def __iter__(self):
        return self
    def __next__(self):
        if self.i >= self.n:
            raise StopIteration
        self.i += 1
        return self.i * 3

cdef class Timer:
    cdef public str name
    cdef public list log
    def __init__(self, name):
        self.name = name
        self.log = []
    def __enter__(self):
        self.log.append("enter " + self.name)
        return self
    def __exit__(self, typ, val, tb):
        self.log.append(f"exit {self.name} {typ.__name__ if typ else None}")
        return typ is KeyError

cdef class Poly:
    cdef tuple coeffs
    def __init__(self, *coeffs):
        self.coeffs = coeffs
    def __call__(self, double x):
        cdef double r = 0
        cdef double c
        for c in reversed(self.coeffs):
            r = r * x + c
        return r
    def __getattr__(self, name):
        if name == "degree":
            return len(self.coeffs) - 1
        raise AttributeError(name)
    def __bool__(self):
        return any(self.coeffs)
    def __neg__(self):
        return Poly(*[-c for c in self.coeffs])
    def __add__(self, other):
        cdef Poly o = other
        n = max(len(self.coeffs), len(o.coeffs))
        a = list(self.coeffs) + [0] * (n - len(self.coeffs))
        b = list(o.coeffs) + [0] * (n - len(o.coeffs))
        return Poly(*[x + y for x, y in zip(a, b)])
    def __repr__(self):
        return "Poly" + repr(self.coeffs)
    def __getitem__(self, i):
        return self.coeffs[i]
    def __contains__(self, x):
        return x in self.coeffs

def main():
    print(list(Range3(4)), sum(Range3(3)), [x for x in Range3(2)])
    it = Range3(1)
    print(next(it), next(it, "done"))
    t = Timer("a")
    with t as tt:
        print(tt is t)
    try:
        with Timer("b") as t2:
            raise KeyError("k")
    except KeyError:
        print("not suppressed")
    print(t.log, t2.log)
    try:
        with Timer("c") as t3:
            raise ValueError("v")
    except ValueError as e:
        print("ValueError", e, t3.log)
    p = Poly(1, 2, 3)
    print(p(2.0), p.degree, bool(p), bool(Poly(0, 0)), -p, p + Poly(1), p[1], p[-1], 2 in p, 5 in p)
    try:
        p.missing
    except AttributeError as e:
        print("AttributeError", e)
    print(sorted([Poly(3), Poly(1, 1)], key=lambda q: q(1.0)), callable(p))

main()
import numpy as np
import functools
class Plain:
    pass
print(callable(Plain()), callable(np.float64), callable(functools.partial(max, 1)), callable(3))
