# Fused statistics returning a struct, a cdef class histogram with a readonly attribute, a Python subclass overriding a cpdef method, a cython.view.array
# cython: language_level=3
cimport cython
from cython.view cimport array as cvarray
import numpy as np

ctypedef fused number:
    int
    long
    float
    double

cdef struct Stats:
    double mean
    double var
    int n

@cython.boundscheck(False)
cdef Stats stats(number[:] xs):
    cdef Stats s
    cdef Py_ssize_t i
    cdef double acc = 0, acc2 = 0
    s.n = xs.shape[0]
    for i in range(s.n):
        acc += xs[i]
        acc2 += xs[i] * xs[i]
    s.mean = acc / s.n
    s.var = acc2 / s.n - s.mean * s.mean
    return s

def describe(arr):
    if arr.dtype == np.int32:
        return stats[int](arr)
    elif arr.dtype == np.float32:
        return stats[float](arr)
    return stats[double](arr)

cdef class Histogram:
    cdef readonly int nbins
    cdef double lo, hi
    cdef long[:] counts
    def __init__(self, int nbins, double lo, double hi):
        self.nbins = nbins
        self.lo = lo
        self.hi = hi
        self.counts = np.zeros(nbins, dtype=np.int64)
    cpdef void add(self, double x):
        cdef int b = <int>((x - self.lo) / (self.hi - self.lo) * self.nbins)
        if 0 <= b < self.nbins:
            self.counts[b] += 1
    @property
    def total(self):
        cdef long t = 0
        for c in self.counts:
            t += c
        return t
    def __repr__(self):
        return f"Histogram({self.nbins}, {list(self.counts)})"

class LogHistogram(Histogram):
    def add(self, double x):
        Histogram.add(self, x * 2)

print(describe(np.arange(10, dtype=np.int32)))
print(describe(np.linspace(0, 1, 5).astype(np.float32)))
print(describe(np.array([1.5, 2.5, 4.0])))
h = Histogram(4, 0.0, 1.0)
for v in [0.1, 0.2, 0.55, 0.99, 1.5, -0.1]:
    h.add(v)
print(h, h.total, h.nbins)
lh = LogHistogram(4, 0.0, 1.0)
for v in [0.1, 0.2, 0.3]:
    lh.add(v)
print(lh, lh.total)
try:
    h.nbins = 3
except AttributeError as e:
    print("AttributeError", e)
cdef cvarray buf = cvarray(shape=(2, 3), itemsize=sizeof(double), format="d")
cdef double[:, :] m = buf
m[:, :] = 1.5
m[1, 2] = 7
print(np.asarray(m).sum(), cython.typeof(m), buf.shape)
