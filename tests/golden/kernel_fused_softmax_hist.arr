# Fused clamp over float/double images, a prange softmax, a histogram
# kernel beside np.histogram with a positional range, a prange reduction.
# cython: boundscheck=False, wraparound=False
import numpy as np
cimport cython
from cython.parallel cimport prange, parallel, threadid
from libc.math cimport exp, sqrt, fabs, floor, log

ctypedef fused real:
    float
    double

cdef real clamp(real x, real lo, real hi) noexcept nogil:
    if x < lo:
        return lo
    if x > hi:
        return hi
    return x

def normalize(real[:, ::1] img):
    cdef Py_ssize_t i, j
    cdef real mn = img[0, 0], mx = img[0, 0]
    for i in range(img.shape[0]):
        for j in range(img.shape[1]):
            if img[i, j] < mn: mn = img[i, j]
            if img[i, j] > mx: mx = img[i, j]
    out = np.empty_like(np.asarray(img))
    cdef real[:, ::1] o = out
    for i in range(img.shape[0]):
        for j in range(img.shape[1]):
            o[i, j] = clamp((img[i, j] - mn) / (mx - mn), <real>0.1, <real>0.9)
    return out

def softmax_rows(double[:, :] x):
    cdef Py_ssize_t n = x.shape[0], m = x.shape[1], i, j
    res = np.zeros((n, m))
    cdef double[:, :] r = res
    cdef double mx, s
    for i in prange(n, nogil=True):
        mx = x[i, 0]
        for j in range(1, m):
            if x[i, j] > mx:
                mx = x[i, j]
        s = 0
        for j in range(m):
            r[i, j] = exp(x[i, j] - mx)
            s = s + r[i, j]
        for j in range(m):
            r[i, j] = r[i, j] / s
    return res

def histogram(double[:] data, int nbins, double lo, double hi):
    cdef int[::1] counts = np.zeros(nbins, dtype=np.intc)
    cdef Py_ssize_t i
    cdef int b
    cdef double w = (hi - lo) / nbins
    for i in range(data.shape[0]):
        b = <int>floor((data[i] - lo) / w)
        if 0 <= b < nbins:
            counts[b] += 1
    return np.asarray(counts)

def total_parallel(double[::1] v):
    cdef double s = 0
    cdef Py_ssize_t i
    for i in prange(v.shape[0], nogil=True, schedule='static'):
        s += sqrt(fabs(v[i]))
    return s

x = np.linspace(-2, 3, 12).reshape(3, 4)
print(normalize(x))
print(normalize(x.astype(np.float32)).dtype)
print(softmax_rows(x).round(6))
print(softmax_rows(x).sum(axis=1))
rng = np.random.default_rng(0)
d = rng.standard_normal(1000)
print(histogram(d, 8, -3.0, 3.0), np.histogram(d, 8, (-3.0, 3.0))[0])
print(round(total_parallel(d), 9))
