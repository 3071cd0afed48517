# <T>x of a double out of T's range, or NaN: what gcc on x86-64 gives
# (C leaves it undefined; compiled Cython prints this), in a typed loop
# and outside one
import numpy as np

def casts(double[:] xs):
    cdef Py_ssize_t i
    cdef int[:] ci = np.zeros(xs.shape[0], dtype=np.intc)
    cdef long[:] cl = np.zeros(xs.shape[0], dtype=np.int64)
    cdef short[:] cs = np.zeros(xs.shape[0], dtype=np.int16)
    cdef unsigned char[:] cu8 = np.zeros(xs.shape[0], dtype=np.uint8)
    cdef unsigned int[:] cu = np.zeros(xs.shape[0], dtype=np.uintc)
    cdef unsigned long[:] cul = np.zeros(xs.shape[0], dtype=np.uint64)
    for i in range(xs.shape[0]):
        ci[i] = <int>xs[i]
        cl[i] = <long>xs[i]
        cs[i] = <short>xs[i]
        cu8[i] = <unsigned char>xs[i]
        cu[i] = <unsigned int>xs[i]
        cul[i] = <unsigned long>xs[i]
    return [list(ci), list(cl), list(cs), list(cu8), list(cu), list(cul)]

vals = [1e20, -1e20, float("nan"), 3e9, -3e9, 70000.7, -70000.7, 300.5, 1e19, -1.5, 2147483648.0, 9.3e18, float("inf")]
for row in casts(np.array(vals)):
    print(row)
cdef double d
for d in vals:
    print(<int>d, <long>d, <short>d, <signed char>d, <unsigned int>d, <unsigned long>d, <unsigned short>d, <Py_ssize_t>d, <size_t>d)
