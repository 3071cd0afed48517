from cython.view cimport array as cvarray
import numpy as np
cimport cython

cdef packed struct Rec:
    char tag
    double val

def stats(double[:, :] m):
    cdef Py_ssize_t i, j
    cdef double mn = m[0, 0], mx = m[0, 0], tot = 0
    for i in range(m.shape[0]):
        for j in range(m.shape[1]):
            v = m[i, j]
            if v < mn:
                mn = v
            if v > mx:
                mx = v
            tot += v
    return mn, mx, tot / (m.shape[0] * m.shape[1])

def main():
    arr = cvarray(shape=(3, 4), itemsize=sizeof(double), format="d")
    cdef double[:, :] mv = arr
    cdef int i, j
    for i in range(3):
        for j in range(4):
            mv[i, j] = (i - 1) * (j + 0.5)
    print(stats(mv))
    print(mv.shape, mv.strides, mv.ndim, mv.itemsize, mv.nbytes)
    cdef double[:, :] t = mv.T
    print(t.shape, t.strides, t.is_c_contig(), t.is_f_contig())
    cp = mv.copy_fortran()
    print(cp.strides, np.asarray(cp).flags['F_CONTIGUOUS'])
    a = np.arange(24, dtype=np.int64).reshape(2, 3, 4)
    cdef long[:, :, ::1] a3 = a
    print(a3[1, 2, 3], np.asarray(a3[:, 1, ::2]).tolist(), a3[1].shape)
    cdef long[:] col = a3[0, :, 1]
    print(list(col), col.strides)

main()
