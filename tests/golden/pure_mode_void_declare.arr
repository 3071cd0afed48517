# Pure Python mode: cfunc/ccall/cclass, cython.void returns, an annotated
# cython.declare, locals, and a cclass's private attribute.
import cython

@cython.cfunc
@cython.returns(cython.double)
@cython.locals(x=cython.double)
def sq(x):
    return x * x

@cython.ccall
def total(n: cython.int) -> cython.double:
    i: cython.int
    s: cython.double = 0
    for i in range(n):
        s += sq(i)
    return s

@cython.cclass
class Acc:
    count: cython.int
    name: str
    def __init__(self, name):
        self.count = 0
        self.name = name
    @cython.cfunc
    def _bump(self) -> cython.void:
        self.count += 1
    def bump(self, k: cython.int):
        for _ in range(k):
            self._bump()
        return self.count

print(total(10), cython.compiled)
a = Acc("x")
print(a.bump(3))
x: cython.double[:] = cython.declare(cython.double[:], None)
y = cython.declare(cython.int, 7)
print(y, cython.typeof(y), cython.sizeof(cython.long))
@cython.boundscheck(False)
def f(v: cython.int[:]) -> cython.long:
    t: cython.long = 0
    for k in range(v.shape[0]):
        t += v[k]
    return t
import numpy as np
print(f(np.arange(5, dtype=np.intc)))
