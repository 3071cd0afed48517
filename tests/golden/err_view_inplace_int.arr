# Cython refuses Python division in place on int view elements, and **= on any element
import numpy as np
def f(int two, double zero):
    cdef int[:] iv = np.array([-7, -7, -7, 5], dtype=np.int32)
    iv[0] //= two
    iv[1] %= 3
    iv[2] /= two
    iv[3] **= two
    print(list(iv))
    cdef double[:] dv = np.array([-7.5, -7.5, 2.0, 1.0])
    dv[0] //= two
    dv[1] %= two
    dv[2] **= 0.5
    dv[3] -= zero
    print(list(dv))
    cdef int[:, :] m = np.array([[-9, 4], [1, 2]], dtype=np.int32)
    m[0, 0] //= two
    m[0, 1] <<= two
    print(list(m[0]))
    cdef int k = -7
    k //= two
    print(k)
f(2, 0.0)
