# Augmented assignment of C complex variables is C complex arithmetic (C99 division and products, Cython's 'float division'), also inside native kernels over complex views
def f(double two):
    cdef double complex z = 1 + 1j
    cdef double complex w = 3 - 7j
    cdef float complex q = 1.1 + 2.2j
    z /= w
    print(z)
    z *= complex(float('inf'), 1)
    print(z)
    q *= 3
    print(q)
    q /= 0.7j
    print(q)
    z = 0
    try:
        w /= z
    except ZeroDivisionError as e:
        print("ZeroDivisionError", e)
    z = two
    z **= 0.5
    print(z)
f(2.0)

import numpy as np
def kern(double complex[:] a, double complex[:] b, double complex[:] out):
    cdef Py_ssize_t i
    cdef double complex acc = 0
    for i in range(a.shape[0]):
        out[i] = a[i] * b[i] + 1j
        acc += out[i]
        out[i] /= a[i] + 1
    return acc
n = 1000
a = np.arange(n) * (1 + 0.5j)
b = np.ones(n) * (0.25 - 1j)
out = np.empty(n, dtype=complex)
print(kern(a, b, out))
print(out[:3], out[-1], out.sum())
