# `&x` of a parameter: the callee gets a pointer to the function's own
# copy of the argument, as in C; the caller's variable does not change.
from libc.string cimport memcpy

cdef struct Pt:
    double x
    double y

cdef void bump(double* p) nogil:
    p[0] += 1

cdef void shift(Pt* p, double dx) nogil:
    p.x += dx
    p[0].y += dx

cdef void add_to(double* acc, double v) nogil:
    acc[0] += v

cdef double use_param(double v, Pt q) nogil:
    bump(&v)
    shift(&q, 2.0)
    add_to(&q.y, 10)
    return v + q.x + q.y

cdef long total(long n, long* out) nogil:
    cdef long i
    for i in range(n):
        add_long(&n, 0)
        out[0] += i
    return n

cdef void add_long(long* p, long v) nogil:
    p[0] += v

cdef int advance(int* p):
    return p[0]

cdef int second(int* p):
    # `&p`: a pointer parameter's own address.
    cdef int** pp = &p
    pp[0] += 1
    return advance(p)

def scaled(double factor, int n):
    cdef double acc = 0
    cdef int i
    for i in range(n):
        add_to(&acc, factor)
    bump(&factor)
    return acc, factor

cdef class Box:
    cdef double w
    cpdef double grow(self, double by):
        bump(&by)
        self.w += by
        return self.w

def main():
    cdef Pt a = Pt(1, 2)
    print(use_param(3.0, a), a)
    cdef long s = 0
    print(total(5, &s), s)
    cdef int[3] xs = [4, 5, 6]
    print(second(xs))
    print(scaled(0.5, 4))
    b = Box()
    print(b.grow(1.5), b.grow(0))
    cdef double src = 2.5
    cdef double dst = 0
    memcpy(&dst, &src, sizeof(double))
    print(dst)
main()
