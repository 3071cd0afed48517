# A cdef function returning a ctuple through a conditional expression
# (`return (a, b) if a < b else (b, a)`, nested ones too) runs inside the
# kernel of the loop that calls it, and gives what compiled Cython gives.
import numpy as np
cimport cython

cdef inline (double, double) ordered(double a, double b) nogil:
    return (a, b) if a < b else (b, a)

cdef (int, double) classify(double v) nogil:
    return (0, -v) if v < 0 else ((1, v) if v < 1 else (2, v * 0.5))

@cython.boundscheck(False)
@cython.wraparound(False)
def spread(double[:] x):
    cdef double lo = 1e300, hi = -1e300, a, b
    cdef Py_ssize_t i
    for i in range(x.shape[0] - 1):
        a, b = ordered(x[i], x[i + 1])
        if a < lo:
            lo = a
        if b > hi:
            hi = b
    return lo, hi

def tally(double[:] x):
    cdef long counts[3]
    cdef double total = 0, w
    cdef int k
    cdef Py_ssize_t i
    counts[:] = [0, 0, 0]
    for i in range(x.shape[0]):
        k, w = classify(x[i])
        counts[k] += 1
        total += w
    return counts, round(total, 9)

x = np.sin(np.arange(2000) * 0.37) * 1.7
print(spread(x))
print(tally(x))
print(ordered(3, 1), classify(-2.5), classify(0.25), classify(8))
