# ctuples: as return types, parameters, variables; indexing, unpacking,
# conversion to a Python tuple, and the run-time size checks.
cimport cython
cdef (int, double) pair(int a):
    return a, a * 0.5

cdef (double, double) minmax(double[:] v):
    cdef double lo = v[0], hi = v[0]
    cdef Py_ssize_t i
    for i in range(v.shape[0]):
        if v[i] < lo:
            lo = v[i]
        if v[i] > hi:
            hi = v[i]
    return lo, hi

def swap((int, int) p):
    return p[1], p[0]

import numpy as np
cdef (int, double) t = pair(3)
print(t, t[0], t[1], cython.typeof(t))
x, y = pair(5)
print(x, y)
print(minmax(np.array([3.0, -1.5, 7.25])))
print(swap((1, 2)))
cdef (int, int, int) trip = (1, 2, 3)
print(trip)
o = t
print(type(o).__name__, o)
t = (7, 8)
print(t)
t[0]
try:
    short = (1, 2)
    trip = short
except Exception as e:
    print(type(e).__name__, e)
try:
    swap((1, 2, 3))
except Exception as e:
    print(type(e).__name__, e)
try:
    bad = (1.5, 2)
    t = bad
except Exception as e:
    print(type(e).__name__, e)
try:
    notseq = 5
    t = notseq
except Exception as e:
    print(type(e).__name__, e)
