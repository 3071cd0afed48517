from cython.parallel cimport prange
cimport cython

@cython.boundscheck(False)
@cython.wraparound(False)
cdef double dot(double[::1] a, double[::1] b) noexcept nogil:
    cdef double s = 0
    cdef Py_ssize_t i
    for i in range(a.shape[0]):
        s += a[i] * b[i]
    return s

def psum(double[::1] a):
    cdef double s = 0
    cdef Py_ssize_t i
    for i in prange(a.shape[0], nogil=True):
        s += a[i]
    return s

cdef class Shape:
    def __init__(self, scale=1.0):
        self.scale = scale
    cpdef double area(self):
        return 0.0
    def describe(self):
        return f"{type(self).__name__} with area {self.area():.2f}"
