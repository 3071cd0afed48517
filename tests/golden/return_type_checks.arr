# A declared Python return type checks what is returned, as compiled
# Cython does: None passes, another type is "Expected list, got tuple";
# an `int` annotation converts other numbers; `-> float` checks nothing.
import numpy as np

def r(x) -> int:
    return x
def rf(x) -> float:
    return x
def rl(x) -> list:
    return x
cdef list cl(x):
    return x
cpdef dict cd(x):
    return x
cdef tuple ct(x):
    return x

for fn, a in [(r, 2.5), (r, True), (r, np.int64(4)), (r, "s"), (r, None), (rf, 2), (rf, None), (rf, "s"),
              (rl, None), (rl, (1,)), (rl, [1]), (cl, (1,)), (cl, None), (cd, {}), (cd, []), (ct, (2,)), (ct, [2])]:
    try:
        v = fn(a)
        print(repr(v), type(v).__name__)
    except TypeError as e:
        print("TypeError", e)
