# An undeclared accumulator that starts as the integer 0 is a Python int to
# Cython's inference (it might overflow a C long); arithmetic of a Python int
# with a C float, or its true division, is C double, so `s = 0; s += x[i]`
# over doubles infers a double (and an empty loop returns 0.0).  Indexing a
# 2-D view with an undeclared index is an object in Cython's first pass, so
# `s += m[i, j]` keeps `s` a Python object (and an empty loop returns 0).
cimport cython
import numpy as np

def total(double[:] x):
    s = 0
    for i in range(x.shape[0]):
        s += x[i]
    return s, cython.typeof(s)

def total2d(double[:, :] m):
    s = 0
    for i in range(m.shape[0]):
        for j in range(m.shape[1]):
            s += m[i, j]
    return s, cython.typeof(s)

def total2d_declared(double[:, :] m):
    cdef Py_ssize_t i, j
    s = 0
    for i in range(m.shape[0]):
        for j in range(m.shape[1]):
            s += m[i, j]
    return s, cython.typeof(s)

def count(double[:] a):
    c = 0
    for i in range(a.shape[0]):
        if a[i] > 0:
            c += 1
    return c, cython.typeof(c)

def mean(int[:] a):
    s = 0
    for i in range(a.shape[0]):
        s += a[i]
    return s / a.shape[0], cython.typeof(s), cython.typeof(s / 2), cython.typeof(s // 2)

def forms(int n):
    cdef double z = 2.5
    a = 0
    a += z
    b = 0
    b = b + z
    d = 0
    d += n
    f = 0
    f *= 2.5
    h = 1
    h = h * z + 1
    t = n
    t += z
    v = 0
    v = v / 2
    w = 0
    w = -w + z
    k = 0
    k = (k + 1) * 3 + z
    print(cython.typeof(a), cython.typeof(b), cython.typeof(d), cython.typeof(f))
    print(cython.typeof(h), cython.typeof(t), cython.typeof(v), cython.typeof(w), cython.typeof(k))
    print(a, b, d, f, h, t, v, w, k)

x = np.array([1.5, -2.0, 3.25])
print(total(x), total(x[:0]))
m = np.arange(6.0).reshape(2, 3)
print(total2d(m), total2d(m[:0]))
print(total2d_declared(m), total2d_declared(m[:0]))
print(count(x))
print(mean(np.array([1, 2, 4], dtype=np.intc)))
forms(3)
