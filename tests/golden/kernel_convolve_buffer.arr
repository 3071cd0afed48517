# The Cython NumPy tutorial's naive_convolve, in the buffer syntax.
import numpy as np
cimport numpy as cnp
cimport cython

DTYPE = np.int64
ctypedef cnp.int64_t DTYPE_t

@cython.boundscheck(False)
@cython.wraparound(False)
def naive_convolve(cnp.ndarray[DTYPE_t, ndim=2] f, cnp.ndarray[DTYPE_t, ndim=2] g):
    if g.shape[0] % 2 != 1 or g.shape[1] % 2 != 1:
        raise ValueError("Only odd dimensions on filter supported")
    assert f.dtype == DTYPE and g.dtype == DTYPE
    cdef int vmax = f.shape[0]
    cdef int wmax = f.shape[1]
    cdef int smax = g.shape[0]
    cdef int tmax = g.shape[1]
    cdef int smid = smax // 2
    cdef int tmid = tmax // 2
    cdef int xmax = vmax + 2 * smid
    cdef int ymax = wmax + 2 * tmid
    cdef cnp.ndarray[DTYPE_t, ndim=2] h = np.zeros([xmax, ymax], dtype=DTYPE)
    cdef int x, y, s, t, v, w
    cdef int s_from, s_to, t_from, t_to
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

f = np.arange(30, dtype=np.int64).reshape(5, 6)
g = np.array([[0, 1, 0], [1, -4, 1], [0, 1, 0]], dtype=np.int64)
h = naive_convolve(f, g)
print(h)
print(h.sum(), h.shape)
try:
    naive_convolve(f, np.ones((2, 2), dtype=np.int64))
except ValueError as e:
    print("ValueError:", e)
