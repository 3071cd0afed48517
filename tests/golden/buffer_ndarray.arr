# NumPy's buffer syntax np.ndarray[T, ndim=N, mode=...]: typed element access,
# NumPy behaviour otherwise, and Cython's buffer messages.
import numpy as np
cimport numpy as np
cimport cython

def scale(np.ndarray[np.float64_t, ndim=1] v, double k):
    cdef Py_ssize_t i
    cdef np.ndarray[np.float64_t, ndim=1] out = np.empty(v.shape[0])
    for i in range(v.shape[0]):
        out[i] = v[i] * k
    out[-1] += 1000
    print(cython.typeof(out), out.dtype, out[1:3], (out * 2).sum())
    return out

def rows(np.ndarray[double, ndim=2, mode="c"] a):
    cdef double s = 0
    cdef int i, j
    for i in range(a.shape[0]):
        for j in range(a.shape[1]):
            s += a[i, j] * (i + 1)
    return s, a.T.shape

def first(np.ndarray[np.int32_t] x):
    return x[0] + x[x.shape[0] - 1]

print(scale(np.arange(4.0), 0.5))
print(rows(np.arange(6.0).reshape(2, 3)))
print(first(np.arange(5, dtype=np.int32)))
for bad in (np.arange(4), np.zeros((2, 2)), [1.0, 2.0]):
    try:
        scale(bad, 1.0)
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
try:
    rows(np.zeros((3, 4))[:, ::2])
except ValueError as e:
    print("ValueError", e)
ctypedef np.int64_t DTYPE_t
def g(np.ndarray[double, ndim=2, mode="c"] a, np.ndarray[DTYPE_t] b, np.ndarray[np.int32_t, ndim=3, mode="fortran"] c):
    print(cython.typeof(a), cython.typeof(b), cython.typeof(c))
g(np.zeros((2, 2)), np.zeros(3, dtype=np.int64), np.zeros((2, 2, 2), dtype=np.int32, order="F"))
try:
    g(np.zeros((2, 2)), np.zeros(3), None)
except ValueError as e:
    print(e)
