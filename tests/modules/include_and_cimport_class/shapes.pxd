cdef class Shape:
    cdef public double scale
    cpdef double area(self)
    cdef double _base(self)

cdef struct Pt:
    double x, y

cdef double dist(Pt a, Pt b)
