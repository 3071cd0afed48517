import numpy as np
cimport cython

def f():
    a = np.arange(12, dtype=np.int32).reshape(3, 4)
    cdef int[:, :] m = a
    cdef int[:, :] c = m.copy()
    c[0, 0] = 100
    print(a[0, 0], c[0, 0], np.asarray(c).flags['C_CONTIGUOUS'])
    cdef int[:] row = m[1]
    row[:] = 7
    print(a[1].tolist())
    m[...] = m.copy()
    cdef int[:, :] e = m[::2, ::-1]
    print(np.asarray(e).tolist(), e.shape[0], e.strides[1])
    bools = np.array([True, False, True])
    cdef unsigned char[:] ub = bools.view(np.uint8)
    print(list(ub), sum(ub))
    cdef float[:, ::1] fm = np.ones((2, 3), dtype=np.float32)
    fm[1, 2] = 2.5
    print(np.asarray(fm).sum(), fm[1, 2] * 2)
    v = m[None]
    print(v.shape[0], v.shape[1], v.ndim)
    cdef int[:, :] t = m.T
    print(t[3, 2], m[2, 3], t.shape[0], t.shape[1])
f()
