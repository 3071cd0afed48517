cdef enum Color:
    RED = 1
    GREEN = 2
    BLUE = 4

cpdef enum Shape:
    CIRCLE
    SQUARE

ctypedef double (*binop)(double, double) noexcept

cdef double add(double a, double b) noexcept:
    return a + b

cdef double mul(double a, double b) noexcept:
    return a * b

cdef union Value:
    int i
    float f
    char c[4]

cdef struct Op:
    char name[8]
    binop fn

cdef double reduce(binop f, double[:] xs, double init):
    cdef double acc = init
    cdef Py_ssize_t i
    for i in range(xs.shape[0]):
        acc = f(acc, xs[i])
    return acc

def main():
    import numpy as np
    xs = np.arange(1.0, 5.0)
    cdef Op ops[2]
    ops[0].fn = add
    ops[1].fn = mul
    ops[0].name = b"add\0\0\0\0\0"
    ops[1].name = b"mul\0\0\0\0\0"
    for k in range(2):
        print(ops[k].name, reduce(ops[k].fn, xs, k))
    cdef Value v
    v.i = 0x41424344
    print(v.c[0], v.c[3], hex(v.i))
    v.f = 1.0
    print(hex(v.i))
    cdef Color c = GREEN
    print(c, c | BLUE, <int>RED)
    print(Shape.SQUARE, list(Shape), Shape(0))
    print(CIRCLE, SQUARE == Shape.SQUARE)
    cdef int flags = RED | BLUE
    print(flags & GREEN == 0, bool(flags & BLUE))

main()
