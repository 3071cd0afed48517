# Typed memoryviews of C complex elements (double complex[:], float complex[:]) over NumPy complex arrays: reads, writes, sums
from libc.complex cimport csqrt
import numpy as np

def scale(double complex[:] z, double complex w):
    cdef Py_ssize_t i
    for i in range(z.shape[0]):
        z[i] = z[i] * w
    return z

def total(double complex[:] z):
    cdef double complex s = 0
    cdef Py_ssize_t i
    for i in range(z.shape[0]):
        s += z[i]
    return s

a = np.array([1+2j, 3-1j, 0.5j])
print(a)
print(repr(a))
print(a.dtype, a.itemsize, a.strides)
scale(a, 2j)
print(a)
print(total(a))
cdef double complex[:] v = a
print(v[1], v[-1])
print(v[1].real, v[1].imag)
b = np.zeros(4, dtype=complex)
print(b)
cdef float complex[:] fv = np.ones(3, dtype=np.complex64)
fv[0] = 1.1 + 2.2j
print(fv[0], np.asarray(fv))
print(a.real, a.imag)
print(np.abs(a))
print(a * 2, a + 1, a.conj())
print(np.exp(1j * np.array([0.0, 1.0])))
print(a.sum(), a[0])
print(csqrt(7j), csqrt(-0.0 - 2j), csqrt(1e-320j))
