DEF NSIDES = 4
cdef double HALF = 0.5
