# cython.numeric includes float complex and double complex, as Cython's does.
cimport cython
def f(cython.numeric x):
    return cython.typeof(x), x * 2
print(f(3), f(2.5), f(1j))
cdef cython.numeric g(cython.numeric x):
    return x + 1
print(g[double](1.5), g[int](2))
