# A Cython module in the style of the docs: old-style ndarray buffers in the
# NumPy tutorial's convolution, a union, enums, a cdef class with a
# memoryview attribute and a property, struct returns, a C array
# initialised from a list and read in a comprehension.
# cython: boundscheck=False, wraparound=False
cimport cython
import numpy as np
cimport numpy as cnp
cnp.import_array()

DTYPE = np.int64
ctypedef cnp.int64_t DTYPE_t

cdef union Num:
    long i
    double d

cdef enum Color:
    RED, GREEN = 5, BLUE

cpdef enum Mode:
    FAST = 1
    SLOW = 2

ctypedef struct Pair:
    int a
    double b

cdef class Accum:
    cdef double[:] buf
    cdef public int n
    def __init__(self, int n):
        self.buf = np.zeros(n)
        self.n = n
    cpdef add(self, int i, double v):
        self.buf[i] += v
    @property
    def total(self):
        cdef double s = 0
        cdef int i
        for i in range(self.n):
            s += self.buf[i]
        return s

def naive_convolve(cnp.ndarray[DTYPE_t, ndim=2] f, cnp.ndarray[DTYPE_t, ndim=2] g):
    cdef int vmax = f.shape[0], wmax = f.shape[1]
    cdef int smax = g.shape[0], tmax = g.shape[1]
    cdef int smid = smax // 2, tmid = tmax // 2
    cdef int xmax = vmax + 2 * smid, ymax = wmax + 2 * tmid
    cdef cnp.ndarray[DTYPE_t, ndim=2] h = np.zeros([xmax, ymax], dtype=DTYPE)
    cdef int x, y, s, t, v, w, s_from, s_to, t_from, t_to
    cdef DTYPE_t value
    for x in range(xmax):
        for y in range(ymax):
            s_from = max(smid - x, -smid)
            s_to = min((xmax - x) - smid, smid + 1)
            t_from = max(tmid - y, -tmid)
            t_to = min((ymax - y) - tmid, tmid + 1)
            value = 0
            for s in range(s_from, s_to):
                for t in range(t_from, t_to):
                    v = x - smid + s
                    w = y - tmid + t
                    value += g[smid - s, tmid - t] * f[v, w]
            h[x, y] = value
    return h

cdef Pair mk(int a):
    cdef Pair p
    p.a = a
    p.b = a / 2.0
    return p

def main():
    cdef Num u
    u.d = 1.5
    print(u.d, RED, GREEN, BLUE, Mode.FAST, int(Mode.SLOW))
    acc = Accum(4)
    for i in range(8):
        acc.add(i % 4, i * 0.5)
    print(acc.total, acc.n)
    f = np.arange(25, dtype=DTYPE).reshape(5, 5)
    g = np.array([[0, 1, 0], [1, -4, 1], [0, 1, 0]], dtype=DTYPE)
    h = naive_convolve(f, g)
    print(h.shape, h.sum(), h[2, 2], h[0, :4])
    p = mk(3)
    print(p, p.a + p.b)
    cdef int k
    cdef double[5] arr5 = [1, 2, 3, 4, 5]
    print(sum(arr5), [arr5[k] * 2 for k in range(5)])

main()
