import numpy as np
from libc.math cimport sqrt

def mean_std(double[:] x):
    cdef Py_ssize_t i, n = x.shape[0]
    cdef double s = 0, ss = 0, m
    for i in range(n):
        s += x[i]
    m = s / n
    for i in range(n):
        ss += (x[i] - m) * (x[i] - m)
    return m, sqrt(ss / n)

cpdef long count_above(long[:] v, long threshold):
    cdef long count = 0
    cdef Py_ssize_t i
    for i in range(v.shape[0]):
        if v[i] > threshold:
            count += 1
    return count

data = np.linspace(0.0, 10.0, 11)
m, sd = mean_std(data)
print(m, sd)
print(f"{m:.2f} +/- {sd:.4f}")
print(count_above(np.arange(20), 12))
print(np.mean(data), np.std(data))
