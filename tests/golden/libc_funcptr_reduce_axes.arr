import numpy as np
from libc.math cimport sin, sqrt, fabs, pow

ctypedef double (*f1)(double)
ctypedef double (*f2)(double, double)

cdef double apply1(f1 f, double x):
    return f(x)

cdef double apply2(f2 f, double x, double y):
    return f(x, y)

cdef f1 g = sqrt
print(apply1(g, 16.0), apply1(fabs, -2.5), apply2(pow, 2.0, 10.0))
g = sin
print(round(g(1.0), 12))

a = np.arange(24, dtype=np.float64).reshape(2, 3, 4)
print(a.sum(axis=(0, 2)), np.sum(a, axis=(1, 2)))
print(a.mean(axis=(0, 1)))
print(np.max(a, axis=(0, -1), keepdims=True))
print(a.min(axis=(2, 0)).shape, a.sum(axis=(0, 1, 2)))
print(a.swapaxes(1, 2)[1])
b = np.array([[3, 1, 2], [0, 5, 4], [2, 2, 9]])
print(np.sort(b, axis=0))
print(np.argsort(b, axis=0))
print(np.sort(b, axis=-2)[0], np.sort(b)[2])
c = np.arange(12).reshape(2, 2, 3)
print(np.sort(-c, axis=1))
