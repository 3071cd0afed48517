# A cpdef method declared nogil: Cython refuses it, since looking for a
# Python subclass's override needs the GIL (a module-level cpdef
# function may be nogil).
cpdef double sq(double x) nogil:
    return x * x

cdef class Counter:
    cdef double v
    cpdef void bump(self) nogil:
        self.v += sq(2.0)

print("ok")
