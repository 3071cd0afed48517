# cython: cdivision=True
cimport cython
cdef int a = -7, b = 2
print(a / b, cython.typeof(a / b), 7 / 2, -7 / 2, a / 2.0, a // b, a % b)
a /= b
print(a)
cdef double d = a / b
print(d)
def f(int x, int y):
    return x / y
print(f(9, 4))
