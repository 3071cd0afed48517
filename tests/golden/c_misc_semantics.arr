# cpdef/cdef enums, except -1, ctuple returns, libc.math predicates and
# constants, C wrap-around, Python's floor division, inferred Python ints.
cimport cython
from libc.math cimport INFINITY, NAN, isnan, floor

cpdef enum Color:
    RED = 1
    GREEN = 2
    BLUE = 4

cdef enum Mode:
    FAST, SLOW

cdef int check(int x) except -1:
    if x < 0:
        raise ValueError(f"negative: {x}")
    return x * 2

cdef (double, double) minmax(double[:] v):
    cdef double lo = INFINITY, hi = -INFINITY
    cdef Py_ssize_t i
    for i in range(v.shape[0]):
        if v[i] < lo:
            lo = v[i]
        if v[i] > hi:
            hi = v[i]
    return lo, hi

def main():
    print(Color.RED, Color.GREEN | Color.BLUE, FAST, SLOW)
    print(check(4))
    try:
        check(-3)
    except ValueError as e:
        print("caught", e)
    import numpy as np
    lo, hi = minmax(np.array([3.0, -1.5, 7.25]))
    print(lo, hi)
    cdef double z = NAN
    print(isnan(z), z != z, floor(-2.5))
    cdef long long big = 1
    for k in range(62):
        big *= 2
    print(big, big * 2)
    cdef unsigned int u = 0
    u -= 1
    print(u)
    print(divmod(-7, 2), -7 // 2, -7 % 2, 7.5 // 2)
    print(int("42") + float("1.5"), str(3.0), repr("a'b"))
    x = 10
    print(cython.typeof(x), x / 4, x // 4)

main()
