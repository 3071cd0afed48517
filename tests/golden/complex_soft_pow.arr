# `**` on C doubles is Cython's "soft complex": C's pow when stored
# straight into a double, a complex when the result is one and becomes
# an object, and an error when a complex must become a double.
cimport cython

def powers(double a, double b):
    cdef double r = a ** b
    print(r, a ** b, cython.typeof(a ** b), cython.typeof(a ** b * 2.0))
    print(a ** b * 2.0, abs(a ** b))
    cdef double complex z = a ** b
    print(z)
    cdef double s = 0
    try:
        s += a ** b
        print(s)
    except TypeError as e:
        print("TypeError:", e)

def complex_powers(double complex w, double x, int k):
    y = w ** x
    print(cython.typeof(y), y, w ** k, cython.typeof(w ** k))

powers(8.0, 1 / 3.0)
powers(-8.0, 1 / 3.0)
powers(-2.0, 0.5)
powers(2.0, 10)
complex_powers(1 + 0j, 2.5, 2)
complex_powers(-1 + 0j, 0.5, 3)
complex_powers(0.5 + 0.5j, 2.0, -1)
