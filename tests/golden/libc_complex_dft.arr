# libc.complex: C's complex math (cexp, clog, csqrt, cpow, cabs, carg, conj) in a DFT kernel
from libc.complex cimport cexp, cabs, carg, creal, cimag, conj, csqrt, clog, cpow
from libc.math cimport M_PI
import numpy as np

def dft(double[:] x):
    cdef Py_ssize_t n = x.shape[0], k, t
    cdef double complex s
    out = []
    for k in range(n):
        s = 0
        for t in range(n):
            s = s + x[t] * cexp(-2j * M_PI * k * t / n)
        out.append(s)
    return out

def show(double complex z):
    print(creal(z), cimag(z), cabs(z), carg(z), conj(z), csqrt(z), clog(z), cexp(z), cpow(z, 0.5 + 1j))

cdef double power(double[:] x):
    cdef Py_ssize_t n = x.shape[0], k, t
    cdef double complex s
    cdef double total = 0
    for k in range(n):
        s = 0
        for t in range(n):
            s = s + x[t] * cexp(-2j * M_PI * k * t / n)
        total += cabs(s) ** 2
    return total

x = np.array([1.0, 2.0, 0.5, -1.0, 3.0, 0.0, -2.5, 1.5])
for z in dft(x):
    print(z)
print(power(x))
show(1 + 2j)
show(-3 - 0.5j)
show(-4 + 0j)
show(1e-320 + 1e-320j)
