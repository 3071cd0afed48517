# cdef extern from a C standard header declares libc functions; a ctypedef
# struct returned from a nogil function; prange with a condition.
cimport cython
from cython.parallel cimport prange, parallel, threadid
import numpy as np

cdef extern from "math.h" nogil:
    double log(double x)

ctypedef struct Stats:
    double mean
    double var
    int n

cdef Stats stats(double[:] x) nogil:
    cdef Stats s
    cdef int i
    s.n = x.shape[0]
    s.mean = 0
    for i in range(s.n):
        s.mean += x[i]
    s.mean /= s.n
    s.var = 0
    for i in range(s.n):
        s.var += (x[i] - s.mean) ** 2
    s.var /= s.n
    return s

def entropy(double[:] p):
    cdef double h = 0.0
    cdef Py_ssize_t i
    for i in prange(p.shape[0], nogil=True, schedule='static'):
        if p[i] > 0:
            h -= p[i] * log(p[i])
    return h

def histogram(long[:] data, int nbins):
    counts = np.zeros(nbins, dtype=np.int64)
    cdef long[:] c = counts
    cdef Py_ssize_t i
    for i in range(data.shape[0]):
        c[data[i] % nbins] += 1
    return counts

x = np.array([1.0, 2.0, 4.0, 8.0])
s = stats(x)
print(s)
print(s['mean'], s['n'])
p = np.array([0.5, 0.25, 0.25, 0.0])
print(round(entropy(p), 12))
print(histogram(np.arange(20), 6))
cdef int[5] arr = [5, 1, 4, 2, 3]
print(arr, sorted(arr))
cdef (int, double) ct = (3, 2.5)
print(ct, ct[0] * ct[1])
