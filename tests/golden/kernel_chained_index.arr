# `m[i][j]` of a typed memoryview reads and writes as `m[i, j]` does, as
# Cython compiles it: one access, its errors numbered by `m`'s axes. A
# row made with a slice, `m[i, :][j]`, is a row first: its own error
# ("Index out of bounds"), then the element's. Negative indices count
# from the end.
import numpy as np

def total(double[:, :] X):
    cdef double s = 0
    cdef Py_ssize_t i, j
    for i in range(X.shape[0]):
        for j in range(X.shape[1]):
            s += X[i][j] * (i + 1)
    return s

def scale_rows(long[:, :] M, long by):
    cdef Py_ssize_t i, j
    for i in range(M.shape[0]):
        for j in range(M.shape[1]):
            M[i][j] = M[i][j] * by + i
    return np.asarray(M).tolist()

def plane(int[:, :, :] A):
    cdef long s = 0
    cdef Py_ssize_t i, j, k
    for i in range(A.shape[0]):
        for j in range(A.shape[1]):
            for k in range(A.shape[2]):
                s += A[i][j, k] * (k + 1)
    return s

def from_end(double[:, :] X):
    cdef double s = 0
    cdef Py_ssize_t i
    for i in range(1, X.shape[0] + 1):
        s += X[-i][-1] * i
    return s

def bad_row(double[:, :] X, Py_ssize_t r):
    cdef double s = 0
    cdef Py_ssize_t i
    try:
        for i in range(r + 1):
            s += X[i][0]
    except IndexError as e:
        print("IndexError:", e, s)

def bad_col(double[:, :] X, Py_ssize_t c):
    cdef double s = 0
    cdef Py_ssize_t j
    try:
        for j in range(c + 1):
            s += X[1][j]
    except IndexError as e:
        print("IndexError:", e, s)

def sliced_row(double[:, :] X, Py_ssize_t r, Py_ssize_t c):
    try:
        print(X[r, :][c])
    except IndexError as e:
        print("IndexError:", e)

def column(double[:, :] X, Py_ssize_t r):
    try:
        print(X[:, 1][r])
    except IndexError as e:
        print("IndexError:", e)

X = np.arange(20, dtype=np.float64).reshape(4, 5) / 4
print(total(X))
print(scale_rows(np.arange(6).reshape(2, 3), 10))
print(plane(np.arange(24, dtype=np.intc).reshape(2, 3, 4)))
print(from_end(X))
bad_row(X, 4)
bad_col(X, 5)
sliced_row(X, 2, 3)
sliced_row(X, 4, 0)
sliced_row(X, 1, 5)
sliced_row(X, -1, -5)
column(X, 3)
column(X, 4)
