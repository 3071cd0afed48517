ctypedef double (*func_t)(double)

cdef double sq(double x):
    return x * x

cdef double cube(double x):
    return x * x * x

cdef double integrate(func_t f, double a, double b, int n):
    cdef double s = 0, dx = (b - a) / n
    cdef int i
    for i in range(n):
        s += f(a + (i + 0.5) * dx)
    return s * dx

print(integrate(sq, 0, 1, 1000))
print(integrate(cube, 0, 2, 1000))
cdef func_t g = sq
print(g(3.0))
g = cube
print(g(2.0))

ctypedef double (*binop)(double, double)
ctypedef void (*visit_t)(int)

cdef double add(double a, double b):
    return a + b

cdef double mul(double a, double b):
    return a * b

cdef int total = 0

cdef void visit(int k):
    global total
    total += k

cdef double fold(binop op, double[:] xs, double start):
    cdef double acc = start
    cdef Py_ssize_t i
    for i in range(xs.shape[0]):
        acc = op(acc, xs[i])
    return acc

cdef void each(visit_t fn, int n):
    cdef int i
    for i in range(n):
        fn(i)

import numpy as np
xs = np.arange(1.0, 6.0)
print(fold(add, xs, 0.0), fold(mul, xs, 1.0))
each(visit, 5)
print(total)
cdef binop chosen = NULL
if chosen == NULL:
    chosen = mul
print(chosen(6, 7))
