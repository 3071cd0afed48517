from libc.math cimport sin, exp
cdef double f(double x):
    return x * x - x
def integrate_f(double a, double b, int N):
    cdef int i
    cdef double s = 0
    cdef double dx = (b - a) / N
    for i in range(N):
        s += f(a + i * dx)
    return s * dx
print(integrate_f(0, 2, 1000))
cdef double g(double x):
    return exp(-x * x)
def simpson(double a, double b, int n):
    cdef double h = (b - a) / n
    cdef double s = g(a) + g(b)
    cdef int i
    for i in range(1, n):
        s += (4 if i % 2 else 2) * g(a + i * h)
    return s * h / 3
print(simpson(0, 1, 100))
