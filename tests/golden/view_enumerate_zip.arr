# `for i, x in enumerate(view)` and `for x, y in zip(v, w)` over typed
# views in typed loops: the counter with a start, the shorter view ending
# zip, strided and reversed views, integer elements into a double, break
# with else, an empty view, and the variables after the loop.
import numpy as np

def weighted(double[:] a):
    cdef double s = 0
    cdef Py_ssize_t i
    cdef double x
    for i, x in enumerate(a):
        s += i * x
    return s, i, x

def from_one(long[:] a, int start):
    cdef long s = 0
    cdef int i
    cdef long x
    for i, x in enumerate(a, start):
        s += i * x
    return s, i

def dot(double[:] a, double[:] b):
    cdef double s = 0
    cdef double x, y
    for x, y in zip(a, b):
        s += x * y
    return s, x, y

def first_above(int[:] a, int limit):
    cdef Py_ssize_t i
    cdef int v
    for i, v in enumerate(a):
        if v > limit:
            break
    else:
        return -1
    return i

def mixed(int[:] a, float[:] b):
    cdef double x, y, s = 0
    for x, y in zip(a, b):
        s += x / 3 + y
    return s

def untouched(double[:] a):
    cdef Py_ssize_t i = -7
    cdef double x = 2.5
    for i, x in enumerate(a):
        pass
    return i, x

a = np.linspace(0, 1, 11)
print(weighted(a))
print(weighted(a[::-3]))
print(from_one(np.arange(5), 1), from_one(np.arange(5), -10))
print(dot(a, a[:4]), dot(a[::2], a[1::2]))
print(first_above(np.array([3, 9, 1, 12], dtype=np.intc), 8), first_above(np.array([3, 1], dtype=np.intc), 8))
print(mixed(np.arange(6, dtype=np.intc), np.full(4, 0.1, dtype=np.float32)))
print(untouched(np.empty(0)), untouched(a[3:5]))
