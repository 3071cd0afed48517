# Pure Python mode kernels: a prange reduction over an annotated 2-D view,
# an inline nogil cfunc called under 'with cython.nogil:', a cclass
# accumulating through a ccall method, and an annotated typed loop.
import cython
from cython.parallel import prange
import numpy as np

@cython.boundscheck(False)
@cython.wraparound(False)
def row_sums(X: cython.double[:, ::1]) -> cython.double:
    i: cython.Py_ssize_t
    j: cython.Py_ssize_t
    total: cython.double = 0
    n: cython.Py_ssize_t = X.shape[0]
    m: cython.Py_ssize_t = X.shape[1]
    for i in prange(n, nogil=True):
        for j in range(m):
            total += X[i, j]
    return total

@cython.cfunc
@cython.inline
@cython.nogil
def sq(x: cython.double) -> cython.double:
    return x * x

def energy(xs: cython.double[:]) -> cython.double:
    e: cython.double = 0.0
    k: cython.Py_ssize_t
    with cython.nogil:
        for k in range(xs.shape[0]):
            e += sq(xs[k])
    return e

@cython.cclass
class Accumulator:
    total: cython.double
    count: cython.long
    def __init__(self):
        self.total = 0
        self.count = 0
    @cython.ccall
    def add(self, x: cython.double):
        self.total += x
        self.count += 1
    def mean(self) -> cython.double:
        return self.total / self.count if self.count else 0.0

X = np.arange(12.0).reshape(3, 4)
print(row_sums(X), energy(np.array([1.0, 2.0, 3.0])))
acc = Accumulator()
for v in [1.5, 2.5, 3.5]:
    acc.add(v)
print(acc.mean(), cython.typeof(acc))

def typed_loop(n: cython.int) -> cython.long:
    s: cython.long = 0
    i: cython.int
    for i in range(n):
        s += i % 7
    return s
print(typed_loop(1000))
