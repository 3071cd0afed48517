# Inlined cdef helpers inside reduction loops: each parameter used twice
# is bound once per call, and the loop result matches compiled Cython.
import numpy as np

cdef double f(double x):
    return x ** 2 - x

cdef long g(long a):
    return a * a + a

cdef double h(double x, double y):
    return x * y + x - y

cdef double sq(double x):
    return x ** 2

def integrate_f(double a, double b, int N):
    cdef int i
    cdef double s = 0, dx = (b - a) / N
    for i in range(N):
        s += f(a + i * dx)
    return s * dx

def int_sum(long n):
    cdef long i, t = 0
    for i in range(n):
        t += g(i - 3)
    return t

def mixed(double[:] v):
    cdef Py_ssize_t i
    cdef double u = 0
    for i in range(v.shape[0]):
        u += h(i * 0.5, v[i])
    return u

def norm2(double[:] v):
    cdef Py_ssize_t i
    cdef double u = 0
    for i in range(v.shape[0]):
        u += sq(v[i] - 1.5)
    return u

def product(int n):
    cdef int i
    cdef double p = 1
    for i in range(1, n):
        p *= f(1.0 + 1.0 / i)
    return p

print(integrate_f(0.0, 2.0, 100000))
print(integrate_f(-1.0, 3.0, 1001))
print(int_sum(1000))
print(int_sum(0))
v = np.linspace(-2.0, 5.0, 37)
print(mixed(v))
print(mixed(v[::-3]))
print(norm2(v[1::2]))
print(product(50))
