cimport cython
import numpy as np

def norm2(cython.floating[:] x):
    cdef cython.floating s = 0
    cdef Py_ssize_t i
    for i in range(x.shape[0]):
        s += x[i] * x[i]
    return s

def isum(cython.integral[:] x):
    cdef cython.integral s = 0
    for v in x:
        s += v
    return s

def scale(cython.numeric a, double k):
    return a * k

print(norm2(np.arange(4.0)), norm2(np.arange(4, dtype=np.float32)), cython.typeof(norm2))
print(isum(np.arange(5, dtype=np.intc)), isum(np.arange(5, dtype=np.int64)), isum(np.arange(5, dtype=np.int16)))
print(scale(3, 0.5), scale(2.5, 2), scale(1 + 2j, 2))
try:
    norm2(np.arange(4))
except TypeError as e:
    print("TypeError:", e)
print(norm2.__name__)
