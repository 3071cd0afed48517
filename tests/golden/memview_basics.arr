import numpy as np
cimport cython

def total(double[:] x):
    cdef double s = 0
    cdef Py_ssize_t i
    for i in range(x.shape[0]):
        s += x[i]
    return s

@cython.boundscheck(False)
def scale(double[:, ::1] a, double k):
    cdef Py_ssize_t i, j
    for i in range(a.shape[0]):
        for j in range(a.shape[1]):
            a[i, j] *= k
    return a

arr = np.arange(10, dtype=np.float64)
print(total(arr))
m = np.ones((2, 3))
r = scale(m, 2.5)
print(m)
print(r)
cdef int[:, :] iv = np.arange(6, dtype=np.intc).reshape(2, 3)
print(iv[1, 2], iv.shape, iv.shape[0], iv.strides)
print(cython.typeof(iv), cython.typeof(iv[0, 0]))
print(np.asarray(iv))
cdef double[:] v = arr[::2]
print(v[0], v[1], v[-1], len(v))
v[1] = 100
print(arr)
def report(f):
    try:
        f()
    except Exception as e:
        print(type(e).__name__, e)
report(lambda: total(np.arange(3)))
report(lambda: total(np.zeros((2, 2))))
report(lambda: scale(np.zeros((3, 2)).T, 1.0))
report(lambda: total([1.0, 2.0]))
report(lambda: iv[2, 0])
print(total(None) if False else "skip")
