# A keyword a builtin does not take is CPython's TypeError, worded as
# CPython words it, never silently dropped.
import math
import itertools
import random
from collections import deque

def attempt(label, f):
    try:
        f()
        print(label, "accepted")
    except TypeError as e:
        print(label, "->", e)

xs = [3, 1, 2]
attempt("enumerate", lambda: list(enumerate(xs, strt=1)))
attempt("enumerate ok", lambda: print(list(enumerate(xs, start=1))))
attempt("sum", lambda: sum(xs, begin=10))
attempt("sum ok", lambda: print(sum(xs, start=10)))
attempt("round", lambda: round(2.567, digits=2))
attempt("round ok", lambda: print(round(2.567, ndigits=2)))
attempt("sorted", lambda: sorted(xs, cmp=None))
attempt("max", lambda: max(xs, keyfunc=None))
attempt("isclose", lambda: math.isclose(1.0, 1.0, tol=0.1))
attempt("isclose ok", lambda: print(math.isclose(1.0, 1.05, rel_tol=0.1)))
attempt("sqrt", lambda: math.sqrt(x=4))
attempt("log", lambda: math.log(8, base=2))
attempt("prod", lambda: math.prod(xs, begin=2))
attempt("repeat", lambda: list(itertools.repeat(1, count=2)))
attempt("count", lambda: itertools.count(first=2))
attempt("product", lambda: list(itertools.product(xs, times=2)))
attempt("randint", lambda: random.randint(1, 2, step=1))
attempt("deque", lambda: deque(xs, size=2))
attempt("int", lambda: int("10", radix=2))
attempt("str", lambda: str(b"a", encodng="ascii"))
attempt("print", lambda: print("x", endl=""))
attempt("zip", lambda: list(zip(xs, xs, strct=True)))
attempt("range", lambda: range(stop=3))
