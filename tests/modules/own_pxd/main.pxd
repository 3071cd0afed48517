from ctypes_decl cimport real_t

cdef class Accumulator:
    cdef readonly real_t total
    cdef public int n
    cdef void push(self, real_t x)
    cpdef real_t mean(self)

cdef real_t scaled(real_t x, real_t k)
