ctypedef double real_t

cdef struct Pair:
    int first
    real_t second

cdef enum Color:
    RED = 1
    GREEN = 2
    BLUE = 4

cdef inline real_t clamp(real_t x, real_t lo, real_t hi) noexcept nogil:
    if x < lo:
        return lo
    if x > hi:
        return hi
    return x
