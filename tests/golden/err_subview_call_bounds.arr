# A row index past the end, met where a row is passed to a cdef function
# inside a compiled loop: the error points at the subscript.
import numpy as np
cdef double at(double[:] a, int j):
    return a[j]
def rows_from(double[:, :] X, int start, int j):
    cdef Py_ssize_t i
    cdef double t = 0
    for i in range(start, X.shape[0] + 1):
        t += at(X[i], j)
    return t
X = np.ones((3, 2))
print(rows_from(X, 0, 1))
