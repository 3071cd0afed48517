# NumPy complex arrays: printing, arithmetic, ufuncs, reductions, real/imag views, and a DFT kernel writing through a double complex[:] view
import numpy as np

def dft(double complex[:] x):
    cdef Py_ssize_t n = x.shape[0], k, j
    out = np.zeros(n, dtype=np.complex128)
    cdef double complex[:] o = out
    cdef double complex s
    cdef double pi = 3.141592653589793
    for k in range(n):
        s = 0
        for j in range(n):
            s = s + x[j] * (np.cos(-2 * pi * k * j / n) + 1j * np.sin(-2 * pi * k * j / n))
        o[k] = s
    return out

x = np.arange(8, dtype=np.float64) + 0j
print(x)
X = dft(x)
print(X)
print(np.round(X.real, 6))
print(np.abs(X))
z = np.array([[1+1j, 2-3j], [0.25j, -4]])
print(z)
print(repr(z))
print(z.T)
print(z.shape, z.strides, z.T.strides)
print(z.real.strides, z.imag.strides)
z.imag[:] = 7
print(z)
print(z.sum(), z.sum(axis=0), z.mean(), z.prod())
print(z / (1 + 2j))
print(z ** 2)
print(z ** 0.5)
print(np.sqrt(z))
print(np.exp(z))
print(np.log(z))
print(z == z.conj())
print(z.tolist())
print(z[0, 1], type(z[0, 1]))
print(repr(z[0, 1]))
print(np.zeros(3, dtype=np.complex64) + 1.5j)
print(repr(np.ones(2, dtype=np.complex64)))
f = np.array([1.0, 2.0], dtype=np.float32)
print((f * 1j).dtype, (np.arange(3) * 1j).dtype)
print(np.array([1e10 + 1j, 1e-5j]))
print(np.array([np.inf + 1j, np.nan * 1j, 1 - np.inf * 1j]))
print(np.angle(z), np.angle(1j, deg=True))
print(np.real(z), np.imag(3.0), np.iscomplexobj(z), np.iscomplexobj(f))
w = np.empty(2, dtype=complex)
w[0] = 3
w[1] = 1 + 1j
print(w, w.dtype)
print(np.array([1, 2], dtype=complex))
print(z.astype(np.complex64))
