# Kernels with libc.math's special functions (erf, tgamma, lgamma, isinf's
# -1), np.ndarray buffers, a complex Mandelbrot row, haversine, a sieve.
# cython: language_level=3
import numpy as np
cimport numpy as cnp
from libc.math cimport exp, log, sqrt, M_PI, sin, cos, atan2, fabs, floor, ceil, fmod, pow as cpow, INFINITY, NAN, isnan, isinf, erf, tgamma, lgamma, hypot
cimport cython

ctypedef cnp.float64_t DTYPE_t

@cython.boundscheck(False)
@cython.wraparound(False)
@cython.cdivision(True)
cpdef cnp.ndarray[DTYPE_t, ndim=1] smooth(cnp.ndarray[DTYPE_t, ndim=1] x, int w):
    cdef int n = x.shape[0], i, j, lo, hi
    cdef cnp.ndarray[DTYPE_t, ndim=1] out = np.zeros(n, dtype=np.float64)
    cdef double s
    for i in range(n):
        lo = max(0, i - w)
        hi = min(n, i + w + 1)
        s = 0
        for j in range(lo, hi):
            s += x[j]
        out[i] = s / (hi - lo)
    return out

print(smooth(np.arange(10, dtype=np.float64) ** 2, 2))

cdef double gauss(double x, double mu, double sigma) nogil:
    return exp(-0.5 * ((x - mu) / sigma) ** 2) / (sigma * sqrt(2 * M_PI))

def integrate_gauss(double a, double b, int n):
    cdef double h = (b - a) / n, s = 0.5 * (gauss(a, 0, 1) + gauss(b, 0, 1))
    cdef int i
    for i in range(1, n):
        s += gauss(a + i * h, 0, 1)
    return s * h
print(integrate_gauss(-3, 3, 1000), 0.5 * (erf(3 / sqrt(2)) - erf(-3 / sqrt(2))))
print(tgamma(5.0), lgamma(10.5), hypot(3, 4), atan2(1, -1), fmod(-7.5, 2), floor(-2.5), ceil(-2.5))
print(isnan(NAN), isinf(-INFINITY), cpow(2, 0.5), log(0.0) if False else 1)
cdef double[:, ::1] rot(double theta):
    cdef double[:, ::1] R = np.empty((2, 2))
    R[0, 0] = cos(theta); R[0, 1] = -sin(theta)
    R[1, 0] = sin(theta); R[1, 1] = cos(theta)
    return R
R = np.asarray(rot(M_PI / 6))
print(R, R @ R.T)
def haversine(double lat1, double lon1, double lat2, double lon2):
    cdef double r = 6371.0
    cdef double p1 = lat1 * M_PI / 180, p2 = lat2 * M_PI / 180
    cdef double dp = (lat2 - lat1) * M_PI / 180, dl = (lon2 - lon1) * M_PI / 180
    cdef double a = sin(dp / 2) ** 2 + cos(p1) * cos(p2) * sin(dl / 2) ** 2
    return 2 * r * atan2(sqrt(a), sqrt(1 - a))
print(haversine(52.52, 13.405, 48.8566, 2.3522), round(haversine(0, 0, 0, 180), 3))
@cython.boundscheck(False)
def mandel_row(double y, int w, int maxit):
    cdef int[:] out = np.zeros(w, dtype=np.intc)
    cdef int i, k
    cdef double complex c, z
    for i in range(w):
        c = -2.0 + 3.0 * i / w + 1j * y
        z = 0
        for k in range(maxit):
            z = z * z + c
            if z.real * z.real + z.imag * z.imag > 4:
                break
        out[i] = k
    return np.asarray(out)
print(mandel_row(0.1, 20, 50))
def primes_upto(int n):
    cdef cnp.ndarray[cnp.uint8_t, ndim=1] sieve = np.ones(n + 1, dtype=np.uint8)
    cdef int i, j
    sieve[0] = sieve[1] = 0
    for i in range(2, int(sqrt(n)) + 1):
        if sieve[i]:
            for j in range(i * i, n + 1, i):
                sieve[j] = 0
    return np.nonzero(sieve)[0]
print(primes_upto(60))
