# The Cython docs' NumPy tutorial: cimport numpy with import_array(), the
# older buffer syntax, and the great-circle distance with inferred locals.
import numpy as np
cimport numpy as cnp
from libc.math cimport sqrt, sin, cos, atan2, M_PI
cimport cython

cnp.import_array()
DTYPE = np.float64
ctypedef cnp.float64_t DTYPE_t

@cython.boundscheck(False)
@cython.wraparound(False)
def great_circle(double lon1, double lat1, double lon2, double lat2):
    cdef double radius = 3956
    cdef double x = M_PI / 180.0
    a = (90.0 - lat1) * x
    b = (90.0 - lat2) * x
    theta = (lon2 - lon1) * x
    c = cos(a) * cos(b) + sin(a) * sin(b) * cos(theta)
    return radius * atan2(sqrt(1 - c * c), c)

def convolve(cnp.ndarray[DTYPE_t, ndim=2] f, cnp.ndarray[DTYPE_t, ndim=2] g):
    if g.shape[0] % 2 != 1 or g.shape[1] % 2 != 1:
        raise ValueError("Only odd dimensions on filter supported")
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

print(round(great_circle(-72.345, 34.323, -61.823, 54.826), 6))
f = np.arange(25, dtype=DTYPE).reshape(5, 5)
g = np.ones((3, 3), dtype=DTYPE) / 9
h = convolve(f, g)
print(h.shape)
print(h[2:5, 2:5])
try:
    convolve(f, np.ones((2, 2)))
except ValueError as e:
    print(e)
