# Cython kernels over complex buffers: np.complex128_t and double complex views, float complex views, ndarray buffer syntax, view attributes and copies, dtype mismatch messages
cimport numpy as cnp
import numpy as np
cimport cython

@cython.boundscheck(False)
@cython.wraparound(False)
def mult(cnp.complex128_t[:] a, double complex[::1] b, double complex[:] out):
    cdef Py_ssize_t i
    for i in range(a.shape[0]):
        out[i] = a[i] * b[i] + a[i].conjugate()
        out[i].imag
    return np.asarray(out)

def norm2(double complex[:, :] m):
    cdef double s = 0
    cdef Py_ssize_t i, j
    for i in range(m.shape[0]):
        for j in range(m.shape[1]):
            s += m[i, j].real * m[i, j].real + m[i, j].imag * m[i, j].imag
    return s

def fill(float complex[:] v):
    cdef Py_ssize_t i
    for i in range(v.shape[0]):
        v[i] = i * (1 + 1j) / 3
    return v

def buf(cnp.ndarray[cnp.complex128_t, ndim=1] a):
    cdef double complex t = 0
    cdef int i
    for i in range(a.shape[0]):
        t += a[i] * a[i]
    return t

a = np.array([1+2j, 3+4j, -1j])
b = np.array([2j, 1, 1-1j])
out = np.empty(3, dtype=complex)
print(mult(a, b, out))
m = np.arange(6).reshape(2, 3) * (1 - 2j)
print(m)
print(norm2(m), norm2(m.T))
v = fill(np.zeros(4, dtype=np.complex64))
print(np.asarray(v), v[1])
print(buf(a))
cdef double complex[:] mv = a
print(mv.shape, mv.strides, mv.itemsize, mv.nbytes, mv.ndim)
print(cython.typeof(mv), cython.typeof(mv[0]))
cdef double complex[:] sl = mv[::-1]
print(sl[0], np.asarray(sl))
print(np.asarray(mv.copy()))
try:
    mult(np.zeros(3), b, out)
except ValueError as e:
    print("ValueError", e)
try:
    fill(np.zeros(3, dtype=complex))
except ValueError as e:
    print("ValueError", e)
cdef double[:] dv = a.real
print(np.asarray(dv), dv.strides)
