# Mandelbrot, pairwise distances, a heat stencil, a prange reduction, a
# malloc'd histogram and a cdef class whose cpdef method has no return type.
import numpy as np
cimport cython
from cython.parallel cimport prange
from libc.math cimport sqrt, exp, fabs
from libc.stdlib cimport malloc, free

@cython.boundscheck(False)
@cython.wraparound(False)
def mandel(int w, int h, int maxit):
    out = np.zeros((h, w), dtype=np.int32)
    cdef int[:, ::1] o = out
    cdef int i, j, k
    cdef double cr, ci, zr, zi, t
    for i in range(h):
        for j in range(w):
            cr = -2.0 + 3.0 * j / w
            ci = -1.0 + 2.0 * i / h
            zr = 0
            zi = 0
            k = 0
            while k < maxit and zr * zr + zi * zi < 4.0:
                t = zr * zr - zi * zi + cr
                zi = 2 * zr * zi + ci
                zr = t
                k += 1
            o[i, j] = k
    return out

def pairwise(double[:, ::1] X):
    cdef Py_ssize_t M = X.shape[0], N = X.shape[1]
    cdef double tmp, d
    D = np.empty((M, M), dtype=np.float64)
    cdef double[:, ::1] Dv = D
    cdef Py_ssize_t i, j, k
    for i in range(M):
        for j in range(M):
            d = 0.0
            for k in range(N):
                tmp = X[i, k] - X[j, k]
                d += tmp * tmp
            Dv[i, j] = sqrt(d)
    return D

def heat(double[::1] u, int steps, double alpha):
    cdef Py_ssize_t n = u.shape[0], i
    cdef double[::1] nxt = np.empty(n)
    cdef int s
    for s in range(steps):
        nxt[0] = u[0]
        nxt[n - 1] = u[n - 1]
        for i in range(1, n - 1):
            nxt[i] = u[i] + alpha * (u[i - 1] - 2 * u[i] + u[i + 1])
        u[:] = nxt
    return np.asarray(u)

def psum(double[:] v):
    cdef double s = 0
    cdef Py_ssize_t i
    for i in prange(v.shape[0], nogil=True):
        s += v[i] * v[i]
    return s

def histogram(int[:] data, int nbins):
    cdef int *counts = <int *> malloc(nbins * sizeof(int))
    cdef int i
    for i in range(nbins):
        counts[i] = 0
    for i in range(data.shape[0]):
        counts[data[i] % nbins] += 1
    result = [counts[i] for i in range(nbins)]
    free(counts)
    return result

cdef class Accumulator:
    cdef double total
    cdef int count
    cdef public str name
    def __init__(self, name):
        self.name = name
        self.total = 0
        self.count = 0
    cpdef add(self, double x):
        self.total += x
        self.count += 1
    def mean(self):
        return self.total / self.count if self.count else float('nan')

m = mandel(30, 12, 50)
print(m.sum(), m.max(), m[6, :10])
X = np.arange(12, dtype=np.float64).reshape(4, 3) ** 1.5
print(np.round(pairwise(X), 4))
print(heat(np.array([0.0, 0, 0, 100, 0, 0, 0]), 5, 0.25))
print(psum(np.linspace(0, 1, 11)))
print(histogram(np.arange(37, dtype=np.intc) * 7, 5))
acc = Accumulator("a")
for x in [1.5, 2.5, 4.0]:
    acc.add(x)
print(acc.name, acc.mean(), Accumulator("b").mean())
