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

# Only numbers convert for `int`: an instance that converts itself to one,
# or a complex (whose int() fails); another instance is the wrong type.
class Plain:
    pass
class Index:
    def __index__(self):
        return 7
def takes(n: int):
    return n
for fn in (r, takes):
    for v in (Plain(), Index(), 3+0j):
        try:
            print(fn(v))
        except TypeError as e:
            print("TypeError", e)
