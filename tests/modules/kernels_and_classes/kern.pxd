cdef double dot(double[::1] a, double[::1] b) noexcept nogil

cdef class Shape:
    cdef public double scale
    cpdef double area(self)
