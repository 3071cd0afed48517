# Cython's pure Python mode: @cython.cfunc/ccall/inline, annotations as C
# types, cython.declare and cython.sizeof.
import cython
import numpy as np

@cython.cfunc
@cython.inline
def sq(x: cython.double) -> cython.double:
    return x * x

@cython.ccall
def norm2(v: cython.double[:]) -> cython.double:
    s: cython.double = 0
    i: cython.Py_ssize_t
    for i in range(v.shape[0]):
        s += sq(v[i])
    return s

@cython.boundscheck(False)
@cython.wraparound(False)
def scale(v: cython.double[:], k: cython.double):
    i: cython.Py_ssize_t
    for i in range(v.shape[0]):
        v[i] *= k

def count(n: cython.int) -> cython.long:
    total: cython.long = 0
    j: cython.int
    for j in range(n):
        total += j
    return total

a = np.arange(4.0)
scale(a, 2.0)
print(a, norm2(a), count(10))
x = cython.declare(cython.int, 5)
print(x, cython.typeof(x), cython.sizeof(cython.double))

def local_declare():
    y = cython.declare(cython.double, 2.5)
    z = cython.declare(cython.Py_ssize_t)
    z = 3
    print(y * z, cython.typeof(y), cython.typeof(z), cython.sizeof(z))

local_declare()
