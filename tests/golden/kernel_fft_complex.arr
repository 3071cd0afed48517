# A recursive radix-2 FFT over double complex views (strided halves x[::2], x[1::2]), a power spectrum through the ndarray buffer syntax
# cython: boundscheck=False, wraparound=False
import numpy as np
cimport numpy as cnp
from libc.math cimport M_PI, cos, sin
from libc.complex cimport cexp

cdef void fft_rec(double complex[:] x, double complex[:] out) noexcept:
    cdef Py_ssize_t n = x.shape[0], k
    cdef double complex t
    if n == 1:
        out[0] = x[0]
        return
    even = np.empty(n // 2, dtype=np.complex128)
    odd = np.empty(n // 2, dtype=np.complex128)
    fft_rec(x[::2], even)
    fft_rec(x[1::2], odd)
    cdef double complex[:] e = even, o = odd
    for k in range(n // 2):
        t = cexp(-2j * M_PI * k / n) * o[k]
        out[k] = e[k] + t
        out[k + n // 2] = e[k] - t

def fft(x):
    x = np.asarray(x, dtype=np.complex128)
    out = np.empty_like(x)
    fft_rec(x, out)
    return out

def power_spectrum(cnp.ndarray[cnp.complex128_t, ndim=1] X):
    cdef Py_ssize_t i, n = X.shape[0]
    cdef cnp.ndarray[cnp.float64_t, ndim=1] p = np.empty(n)
    for i in range(n):
        p[i] = X[i].real ** 2 + X[i].imag ** 2
    return p

t = np.arange(16) / 16.0
sig = np.sin(2 * np.pi * 3 * t) + 0.5 * np.cos(2 * np.pi * 5 * t)
X = fft(sig)
print(np.round(X, 6))
print(np.round(power_spectrum(X), 6))
print(np.argmax(np.abs(X[:8])))
print(np.allclose(fft(np.ones(8)), [8, 0, 0, 0, 0, 0, 0, 0]))
z = fft(np.array([1, 2, 3, 4]) + 0j)
print(z, z.dtype, z.shape)
