# Pure Python mode: cfunc/ccall/cclass, cython.declare of a C array and a
# pointer (x = cython.declare(T)), cython.address of an element, locals,
# exceptval; typeof of C arrays.
import cython
from cython.cimports.libc.math import sqrt
import numpy as np

@cython.cfunc
@cython.inline
def sq(x: cython.double) -> cython.double:
    return x * x

@cython.ccall
def dist(a: cython.double[:], b: cython.double[:]) -> cython.double:
    s: cython.double = 0
    i: cython.Py_ssize_t
    for i in range(a.shape[0]):
        s += sq(a[i] - b[i])
    return sqrt(s)

@cython.cclass
class Accum:
    total = cython.declare(cython.double, visibility='public')
    n: cython.int
    def __init__(self):
        self.total = 0
        self.n = 0
    @cython.ccall
    def add(self, v: cython.double):
        self.total += v
        self.n += 1
    def mean(self):
        return self.total / self.n if self.n else 0.0

@cython.locals(i=cython.int, acc=cython.long)
def tri(n):
    acc = 0
    for i in range(n):
        acc += i
    return acc

@cython.exceptval(-1, check=True)
@cython.cfunc
def checked(x: cython.int) -> cython.int:
    if x < 0:
        raise ValueError("neg")
    return x

def main():
    a = np.array([0.0, 3.0])
    b = np.array([4.0, 0.0])
    print(dist(a, b))
    acc = Accum()
    for v in (1.5, 2.5, 5.0):
        acc.add(v)
    print(acc.total, acc.mean())
    print(tri(10))
    x: cython.int = cython.cast(cython.int, 7.9)
    y = cython.declare(cython.double, 2.5)
    print(x, y, cython.typeof(x), cython.typeof(y), cython.compiled)
    try:
        checked(-1)
    except ValueError as e:
        print("ValueError", e)
    p = cython.declare(cython.p_int)
    arr = cython.declare(cython.int[4])
    for k in range(4):
        arr[k] = k * k
    p = cython.address(arr[1])
    print(p[0], p[1], arr)
    print(cython.sizeof(cython.longlong), cython.sizeof(cython.float))
main()
def main2():
    arr = cython.declare(cython.int[4])
    print(cython.typeof(arr))
    arr2: cython.int[4]
    print(cython.typeof(arr2))
    p = cython.declare(cython.p_int)
    print(cython.typeof(p))
main2()
cdef int ca[4]
cdef double cb[2][3]
print(cython.typeof(ca), cython.typeof(cb))
