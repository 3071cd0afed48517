# Rows and planes of typed memoryviews passed to cdef functions inside
# typed loops: m[i], m[i, :], m[i, j] of a 3-D view, written through,
# iterated, measured, and indexed out of range.
import numpy as np
cimport cython
from libc.math cimport sqrt

cdef double norm(double[:] a):
    cdef double s = 0
    cdef Py_ssize_t i
    for i in range(a.shape[0]):
        s += a[i] * a[i]
    return sqrt(s)

cdef double dist(double[:] a, double[:] b) noexcept:
    cdef double s = 0
    cdef Py_ssize_t i
    for i in range(a.shape[0]):
        s += (a[i] - b[i]) ** 2
    return sqrt(s)

cdef double total(double[:, :] p):
    cdef double s = 0
    cdef Py_ssize_t i, j
    for i in range(p.shape[0]):
        for j in range(p.shape[1]):
            s += p[i, j] * (i + 1)
    return s

cdef void scale(double[:] row, double k):
    cdef Py_ssize_t j
    for j in range(row.shape[0]):
        row[j] *= k

cdef double last(double[:] a):
    return a[-1] + a[a.shape[0] - 2]

cdef long dims(double[:] a):
    return a.shape[0] * 1000 + a.shape[1] * 100 + a.strides[0] + a.strides[1]

cdef double iter_sum(double[:] a):
    cdef double s = 0
    cdef double x
    for x in a:
        s += x
    return s

cdef double at(double[:] a, int j):
    return a[j]

cdef double contiguous_sum(double[::1] a):
    cdef double s = 0
    cdef Py_ssize_t i
    for i in range(a.shape[0]):
        s += a[i]
    return s

def pairwise(double[:, :] X):
    cdef Py_ssize_t i, n = X.shape[0]
    cdef double t = 0, u = 0
    for i in range(n - 1):
        t += dist(X[i], X[i + 1])
        u += norm(X[i, :])
    return round(t, 9), round(u, 9)

def planes(double[:, :, :] V):
    cdef Py_ssize_t i, j
    cdef double t = 0, r = 0
    for i in range(V.shape[0]):
        t += total(V[i])
        for j in range(V.shape[1]):
            r += norm(V[i, j]) * (j + 1)
    return round(t, 9), round(r, 9)

def scale_rows(double[:, ::1] X):
    cdef Py_ssize_t i
    for i in range(X.shape[0]):
        scale(X[i], i + 0.5)

def lasts(double[:, :] X):
    cdef Py_ssize_t i
    cdef double t = 0
    cdef long d = 0
    for i in range(X.shape[0]):
        t += last(X[-1 - i]) + iter_sum(X[i])
        d += dims(X[i])
    return t, d

def rows_from(double[:, :] X, int start, int j):
    cdef Py_ssize_t i
    cdef double t = 0
    for i in range(start, X.shape[0]):
        t += at(X[i], j)
    return t

def first_then_div(double[:, :] X, int i, int k):
    cdef double t = 0
    cdef int r
    for r in range(1):
        t += dist(X[i], X[10 // k])
    return t

def contiguous_rows(double[:, ::1] X):
    cdef Py_ssize_t i
    cdef double t = 0
    for i in range(X.shape[0]):
        t += contiguous_sum(X[i])
    return t

@cython.wraparound(False)
def no_wrap(double[:, :] X, int i):
    cdef double t = 0
    cdef int r
    for r in range(1):
        t += norm(X[i])
    return t

X = np.arange(12, dtype=np.float64).reshape(4, 3) * 0.5
print(pairwise(X))
print(pairwise(X[::-1, ::2]))
print(pairwise(np.asfortranarray(X)))
V = np.arange(24, dtype=np.float64).reshape(2, 3, 4)
print(planes(V))
print(planes(V.transpose(2, 0, 1)))
Y = X.copy()
scale_rows(Y)
print(Y)
print(lasts(X))
print(rows_from(X, 1, -1), rows_from(X, 0, 2))
print(contiguous_rows(X), contiguous_sum(X[1]))
for args in [(X, 4, 1), (X, -5, 1), (X, 0, 0), (X, -4, 2)]:
    try:
        print(first_then_div(*args))
    except (IndexError, ZeroDivisionError) as e:
        print(type(e).__name__, e)
try:
    print(rows_from(X, 0, 3))
except IndexError as e:
    print("IndexError", e)
try:
    print(no_wrap(X, -1))
except IndexError as e:
    print("IndexError", e)
print(no_wrap(X, 3))
try:
    contiguous_rows(X[:, ::2])
except ValueError as e:
    print("ValueError", e)
