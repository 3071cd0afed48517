# A typed view local assigned a row of another view inside a loop
# (`xj = X[j]`, `r = A[i, j]`, `r = X[i, :]`) reads like the view it is:
# sums, distances, its shape, the last row it held after the loop, a
# negative row, an out-of-range row's IndexError, and a row read only on
# some paths.
import numpy as np

def pairwise(double[:, :] X):
    cdef Py_ssize_t n = X.shape[0], m = X.shape[1], i, j, k
    cdef double[:] xi
    cdef double[:] xj
    cdef double d, t, best = 1e300
    cdef Py_ssize_t bi = -1, bj = -1
    for i in range(n):
        xi = X[i]
        for j in range(i + 1, n):
            xj = X[j]
            d = 0
            for k in range(m):
                t = xi[k] - xj[k]
                d += t * t
            if d < best:
                best = d
                bi = i
                bj = j
    print("closest", bi, bj, round(best, 6))
    print("last rows", xi[0], xj[m - 1], xi.shape[0], xj.shape[0])

def plane_sums(long[:, :, :] A):
    cdef long[:] r
    cdef long s = 0
    cdef Py_ssize_t i, j, k
    for i in range(A.shape[0]):
        for j in range(A.shape[1]):
            r = A[i, j]
            for k in range(r.shape[0]):
                s += r[k] * (k + 1)
    print("planes", s, r[0], r.shape[0])

def slice_rows(int[:, ::1] M):
    cdef int[::1] row
    cdef long total = 0
    cdef Py_ssize_t i, j
    for i in range(M.shape[0]):
        row = M[i, :]
        for j in range(row.shape[0]):
            total += row[j]
        row[0] = -row[0]
    print("rows", total, M[0, 0], M[M.shape[0] - 1, 0])

def from_end(double[:, :] X):
    cdef double[:] r
    cdef double s = 0
    cdef Py_ssize_t i, k
    for i in range(1, X.shape[0] + 1):
        r = X[-i]
        s += r[0] * i
    print("from end", s, r[1])

def out_of_range(double[:, :] X, Py_ssize_t past):
    cdef double[:] r
    cdef double s = 0
    cdef Py_ssize_t i
    try:
        for i in range(past + 1):
            r = X[i]
            s += r[0]
    except IndexError as e:
        print("IndexError:", e, "after", s, r[0])

def some_paths(double[:, :] X):
    cdef double[:] r = X[0]
    cdef double s = 0
    cdef Py_ssize_t i
    for i in range(X.shape[0]):
        if i % 2 == 0:
            r = X[i]
        s += r[1]
    print("some paths", s)

cdef double dist(double[:] a, double[:] b):
    cdef double d = 0, t
    cdef Py_ssize_t k
    for k in range(a.shape[0]):
        t = a[k] - b[k]
        d += t * t
    return d

def nearest(double[:, :] X):
    cdef double[:] xi
    cdef double[:] xj
    cdef Py_ssize_t i, j, bj
    cdef double d, best
    out = []
    for i in range(X.shape[0]):
        xi = X[i]
        best = 1e300
        bj = -1
        for j in range(X.shape[0]):
            if j != i:
                xj = X[j]
                d = dist(xi, xj)
                if d < best:
                    best = d
                    bj = j
        out.append(bj)
    print("nearest", out)

X = np.arange(40, dtype=np.float64).reshape(10, 4) ** 1.5 / 3.0
pairwise(X)
plane_sums(np.arange(60).reshape(3, 4, 5))
M = np.arange(24, dtype=np.intc).reshape(6, 4)
slice_rows(M)
print(M[:, 0].tolist())
from_end(X)
out_of_range(X, 10)
some_paths(X)
nearest(np.sin(np.arange(30, dtype=np.float64)).reshape(10, 3))
