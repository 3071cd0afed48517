import numpy as np
def cumsum(long[:] x):
    out = np.empty(x.shape[0], dtype=np.int64)
    cdef long[:] o = out
    cdef long acc = 0
    cdef Py_ssize_t i
    for i in range(x.shape[0]):
        acc += x[i]
        o[i] = acc
    return out
def moving_avg(double[:] x, int w):
    cdef Py_ssize_t n = x.shape[0], i
    cdef double s = 0
    res = np.zeros(n - w + 1)
    cdef double[:] r = res
    for i in range(w):
        s += x[i]
    r[0] = s / w
    for i in range(w, n):
        s += x[i] - x[i - w]
        r[i - w + 1] = s / w
    return res
print(cumsum(np.arange(1, 11)))
print(moving_avg(np.arange(10.0), 3))
print(repr(moving_avg(np.array([1.0, 2.0, 4.0, 8.0]), 2)))
