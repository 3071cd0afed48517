# Typed loops that unpack a ctuple a cdef function returns: the values
# each item takes (C wrapping, float rounding, literals), a callee
# passing another's ctuple on, an error raised inside the callee
# mid-loop, and a noexcept callee whose error is printed and ignored.
from libc.math cimport sqrt, atan2

cdef (double, double) polar(double x, double y):
    return sqrt(x * x + y * y), atan2(y, x)

cdef (int, long, float) mixed(int i):
    return i * 65536, i * 2147483647, i / 3.0

cdef (double, double) passthrough(double x):
    return polar(x, 1.0)

cdef (double, int) literals(int i):
    if i % 2:
        return 0, 7
    return 1.5, i

cdef (int, int) divmod_c(int a, int b) except *:
    if b == 0:
        raise ZeroDivisionError("b is zero")
    return a // b, a % b

cdef (int, int) careless(int a, int b) noexcept:
    return a // b, a % b

cdef (bint, double) check(double v):
    return v > 0.5, v * 2

def sum_polar(int n):
    cdef int i
    cdef double r, t, s = 0, u = 0
    for i in range(n):
        r, t = polar(i, 1.0)
        s += r
        u += t
    return s, u

def sum_mixed(int n):
    cdef int i, a
    cdef long b
    cdef float c
    cdef double tot = 0
    cdef long wrapped = 0
    for i in range(n):
        a, b, c = mixed(i)
        wrapped += a
        tot += b + c
    return wrapped, tot

def through(int n):
    cdef int i
    cdef double r, t, s = 0
    for i in range(n):
        r, t = passthrough(i * 0.5)
        s += r * t
    return s

def lits(int n):
    cdef int i, k, ks = 0
    cdef double x, xs = 0
    for i in range(n):
        x, k = literals(i)
        xs += x
        ks += k
    return xs, ks

def divs(int n, int zero_at):
    cdef int i, q, r, tq = 0, tr = 0
    for i in range(1, n):
        q, r = divmod_c(1000 + i, i - zero_at)
        tq += q
        tr += r
    return tq, tr

def careless_sum(int n):
    cdef int i, q, r, t = 0
    for i in range(n):
        q, r = careless(10, i - 2)
        # Cython's result for the ignored error is uninitialised (arr's
        # is zeros), so it is left out.
        if i != 2:
            t += q + r
    return t

def count_big(double[:] xs):
    cdef Py_ssize_t i
    cdef bint big
    cdef double twice, s = 0
    cdef int c = 0
    for i in range(xs.shape[0]):
        big, twice = check(xs[i])
        if big:
            c += 1
        s += twice
    return c, s

print(sum_polar(1000))
print(sum_mixed(50000))
print(through(200))
print(lits(9))
print(divs(50, -1))
try:
    print(divs(50, 7))
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e)
print(careless_sum(5))
import numpy as np
print(count_big(np.linspace(0, 1, 11)))
print(polar(3, 4), mixed(3), literals(3))
