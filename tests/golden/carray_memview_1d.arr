# A C array, 1-D or 2-D, coerces to a typed memoryview over its own memory.
import numpy as np
def run():
    cdef int a[5]
    cdef int i
    for i in range(5):
        a[i] = i * i
    cdef int[:] v = a
    v[1] = 100
    print(a[1], v.shape[0], list(v), v.strides[0], v.ndim)
    cdef int[::1] w = a
    w[::2] = 7
    print(a)
    arr = np.asarray(v)
    print(arr, arr.dtype)
    cdef double b[2][3]
    cdef double[:, :] bv = b
    bv[:, :] = 1.5
    bv[1, 2] = -2
    print(b, bv.shape[1])
    cdef long total = 0
    for x in v:
        total += x
    print(total)
run()
