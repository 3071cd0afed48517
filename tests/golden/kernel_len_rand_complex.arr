# Typed loops over len(view) (a view's first extent, 0 for None), rand()
# (one sequence across kernels and the interpreter) and complex(x, y) of
# C numbers into a C complex.
from libc.stdlib cimport rand, srand
import numpy as np

def total(double[:] xs):
    cdef Py_ssize_t i
    cdef double s = 0
    for i in range(len(xs)):
        s += xs[i]
    return s, len(xs)

def dims(double[:, :] v):
    return len(v), v.shape[0]

def draws(int n):
    cdef int i
    cdef long s = 0
    for i in range(n):
        s += rand() % 1000
    return s

def mandel(int w, int h, int maxit):
    cdef int i, j, k, total = 0
    cdef double complex c, z
    cdef float complex q
    for i in range(h):
        for j in range(w):
            c = complex(-2 + 3.0 * j / w, -1.5 + 3.0 * i / h)
            q = complex(j, 0.1)
            z = 0
            for k in range(maxit):
                z = z * z + c
                if z.real * z.real + z.imag * z.imag > 4:
                    break
            total += k
    return total, q

print(total(np.arange(5.0)), total(None))
print(dims(np.zeros((3, 2))), dims(np.zeros((0, 4))), dims(None))
srand(7)
print(draws(1000), rand() % 1000, draws(10))
print(mandel(30, 20, 40))
