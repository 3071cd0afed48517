# C complex conjugate is C's conj: a real part of -0.0 keeps its sign
cimport cython
def f(double complex z, float complex y):
    print(z.conjugate(), y.conjugate(), z.conjugate() * y, cython.typeof(y.conjugate()))
f(-1.5j, 2-3j)
f(1+2j, -0.5j)
