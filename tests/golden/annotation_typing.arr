# What compiled Cython 3.3 reads from annotations in a .pyx: Python
# names and cython.* types. A bare C type name is unknown (the value stays
# an object); bool is bint, complex is double complex, float is double,
# int an exact Python int that converts numbers; a Python or extension
# type refuses None unless None is the default.
cimport cython
from typing import Optional
import numpy as np
ctypedef double real

cdef class K:
    pass

def bare(x: double, w: long, s: Py_ssize_t, v: double[:]):
    return cython.typeof(x), cython.typeof(w), cython.typeof(s), cython.typeof(v), x

def kinds(x: cython.double[:], y: real, k: K, b: bool, s: str, l: list, u: cython.uint, fl: float, cp: complex, n: "double", o: cython.bint):
    return (cython.typeof(x), cython.typeof(y), cython.typeof(k), cython.typeof(b), cython.typeof(s),
            cython.typeof(l), cython.typeof(u), cython.typeof(fl), cython.typeof(cp), cython.typeof(n), cython.typeof(o))

print(bare(1, 2, 3, None))
print(kinds(np.zeros(2), 1, K(), True, "s", [], 2, 3, 4, 1.0, 0))

def h(n: int):
    return n, type(n).__name__
for v in [7, 2.5, True, np.int64(3), np.float32(2.7), 2**70, 3+0j, None, "3", [1]]:
    try:
        print(h(v))
    except TypeError as e:
        print("TypeError", e)

def b(x: bool):
    return x
print([b(v) for v in [5, 0, None, "s", 2.5, []]])

def c(x: complex):
    return x
for v in [5, 2.5, 1j, None, "s"]:
    try:
        print(c(v))
    except TypeError as e:
        print("TypeError", e)

def f(x: cython.double[:]):
    return x is None
def g(k: K):
    return k
def opt(l: Optional[list] = None):
    return l
def dflt(l: list = None):
    return l
def quoted(l: "list"):
    return l
def anything(o: object):
    return o
def tup(t: tuple):
    return t
for fn, a in [(f, None), (g, None), (opt, None), (dflt, None), (quoted, None), (anything, None), (tup, None), (g, 5), (tup, [1])]:
    try:
        print(fn(a))
    except TypeError as e:
        print("TypeError", e)
