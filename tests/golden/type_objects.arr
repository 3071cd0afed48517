# type(x) of values without a class of their own is a type object named as
# compiled Cython names it (__name__, repr, identity).
import numpy as np
cdef double[:] v = np.zeros(3)
def g():
    yield 1
vals = [None, lambda: 0, v, range(3), iter([]), g(), np.zeros(2), b"x", slice(1), print, len]
for x in vals:
    t = type(x)
    print(t, t.__name__, t is type(x))
print(type(v) == type(v[:]), type(type(3)))
