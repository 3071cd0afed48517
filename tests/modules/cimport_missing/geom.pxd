cdef struct Point:
    double x
    double y

ctypedef double real

cdef double dist2(Point a, Point b)
cpdef int twice(int n)

cdef class Counter:
    cdef public int count
    cdef double total
    cdef void add(self, double v)

cdef inline double sq(double v):
    return v * v
