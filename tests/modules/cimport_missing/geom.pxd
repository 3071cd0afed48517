cdef struct Point:
    double x
    double y
