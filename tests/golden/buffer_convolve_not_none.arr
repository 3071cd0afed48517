import numpy as np
cimport numpy as cnp
cimport cython
cnp.import_array()
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
                    if 0 <= v < vmax and 0 <= w < wmax:
                        value += g[smid - s, tmid - t] * f[v, w]
            h[x, y] = value
    return h

f = np.arange(20, dtype=DTYPE).reshape(4, 5)
g = np.array([[0, 1, 0], [1, -4, 1], [0, 1, 0]], dtype=DTYPE)
print(naive_convolve(f, g))
try:
    naive_convolve(f, np.ones((2, 2), dtype=DTYPE))
except ValueError as e:
    print("ValueError:", e)
try:
    naive_convolve(f.astype(np.float64), g)
except ValueError as e:
    print("ValueError:", e)
def mean_rows(cnp.ndarray[cnp.float64_t, ndim=2, mode='c'] a not None):
    cdef Py_ssize_t i, j
    cdef cnp.ndarray[cnp.float64_t, ndim=1] out = np.empty(a.shape[0])
    for i in range(a.shape[0]):
        out[i] = 0
        for j in range(a.shape[1]):
            out[i] += a[i, j]
        out[i] /= a.shape[1]
    return out
print(mean_rows(np.arange(6.0).reshape(2, 3)))
try:
    mean_rows(np.arange(6.0).reshape(2, 3).T)
except ValueError as e:
    print("ValueError:", e)
try:
    mean_rows(None)
except TypeError as e:
    print("TypeError:", e)
