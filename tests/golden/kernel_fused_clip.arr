cimport cython
import numpy as np

ctypedef fused number:
    int
    long
    float
    double

cdef number clip(number x, number lo, number hi):
    if x < lo:
        return lo
    if x > hi:
        return hi
    return x

def clip_all(number[:] a, number lo, number hi):
    cdef Py_ssize_t i
    for i in range(a.shape[0]):
        a[i] = clip(a[i], lo, hi)
    return np.asarray(a)

@cython.boundscheck(False)
def cumsum(double[::1] x):
    out = np.empty_like(x)
    cdef double[::1] o = out
    cdef double acc = 0
    cdef Py_ssize_t i
    for i in range(x.shape[0]):
        acc += x[i]
        o[i] = acc
    return out

print(clip_all(np.array([1, 5, -3, 9], dtype=np.int32), 0, 4))
print(clip_all(np.array([1.5, 5.5, -3.0]), 0.0, 4.0))
print(cumsum(np.arange(5.0)))
print(clip[cython.double](3.7, 0, 2))
print(cython.typeof(clip[int](1, 2, 3)))
