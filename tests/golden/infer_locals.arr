# Undeclared locals take the C type Cython's safe inference gives them:
# structs are values, pointers stay pointers, memoryview slices keep their
# 8-slot shape, C floats round as floats; integers touched by arithmetic
# stay Python ints.
cimport cython
from libc.stdlib cimport malloc, free
import numpy as np

cdef struct Point:
    double x
    double y

cdef Point make_point(double x, double y):
    cdef Point p
    p.x = x
    p.y = y
    return p

cdef double* filled(int n, double step):
    cdef double* p = <double*>malloc(n * sizeof(double))
    cdef int i
    for i in range(n):
        p[i] = i * step
    return p

def structs():
    a = make_point(1.0, 2.0)
    b = a
    b.x = 10.0
    print(a, b)
    print(cython.typeof(a), a.x + b.y)

def pointers(int n):
    p = filled(n, 0.5)
    q = p + 2
    print(cython.typeof(p), q[0], q[1], p[n - 1])
    free(p)

def slices(double[:, :] m):
    row = m[1]
    col = m[:, 2]
    print(cython.typeof(row), cython.typeof(col))
    print(row.shape, col.shape[0], row[2], col[0])
    total = 0.0
    cdef Py_ssize_t i
    for i in range(row.shape[0]):
        total += row[i] * col[i % 2]
    print(cython.typeof(total), total)

def floats(float[:] f):
    x = f[0]
    y = x * 3
    print(cython.typeof(x), cython.typeof(y), y)
    z = f[0] * 3.0
    print(cython.typeof(z), z)

def ints(int n, double[:] d):
    k = n
    big = 3000000000
    m = n
    m = m * 2
    s = d.shape[0]
    flag = True
    t = n > 2
    print(cython.typeof(k), cython.typeof(big), cython.typeof(s))
    print(cython.typeof(m), m, cython.typeof(flag), cython.typeof(t), t)

def mixed():
    v = 1.5
    v = None
    w = 2.5
    w = 1
    u = 0
    u = 0.5
    print(cython.typeof(v), cython.typeof(w), w, cython.typeof(u), u)

@cython.infer_types(False)
def no_inference():
    x = 1.5
    print(cython.typeof(x))

structs()
pointers(6)
slices(np.arange(12, dtype=np.float64).reshape(3, 4))
floats(np.array([0.1, 0.2], dtype=np.float32))
ints(5, np.ones(4))
mixed()
no_inference()
