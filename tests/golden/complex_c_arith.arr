# C double complex and float complex: C99 arithmetic, abs, parts, powers
cimport cython

cdef int mandel(double complex c, int maxit):
    cdef double complex z = 0
    cdef int n
    for n in range(maxit):
        z = z * z + c
        if z.real * z.real + z.imag * z.imag > 4.0:
            return n
    return maxit

def mandel_sum(int w, int h, int maxit):
    cdef int i, j, total = 0
    cdef double complex c
    for j in range(h):
        for i in range(w):
            c = (-2.0 + 3.0 * i / w) + (-1.5 + 3.0 * j / h) * 1j
            total += mandel(c, maxit)
    return total

cdef double complex rotate(double complex z, double t):
    return z * (1j * t)

def parts(double complex w, double complex v, int k, double d):
    cdef float complex f = w
    print(w + v, w - v, w * v, w / v, v / w)
    print(w * k, k - w, d * w, w / d, -w, +v)
    print(abs(w), abs(v), w.real, w.imag, w.conjugate())
    print(f, f * f, f / 3, abs(f), f.real)
    print(w ** 2, w ** k, w ** d, w ** v, d ** w)
    print(w == v, w != v, w == w.real + w.imag * 1j, rotate(w, d))
    print(cython.typeof(w * v), cython.typeof(f * 2), cython.typeof(f * 2.0),
          cython.typeof(f * w), cython.typeof(abs(f)), cython.typeof(w.real),
          cython.typeof(w ** k), cython.typeof(w ** d), cython.typeof(w == v))

def store_parts(double complex z):
    z.real = 7
    print(z)
    z.imag = -0.0
    print(z)
    x = z
    x = 5
    print(cython.typeof(x), x)
    cdef double complex q
    q = 3
    print(q, cython.typeof(q))

def divide(double complex a, double complex b):
    try:
        return a / b
    except ZeroDivisionError as e:
        return "ZeroDivisionError: " + str(e)

def to_object(double complex z):
    o = [z, z * 2]
    print(o, type(z).__name__, isinstance(z, complex))
    cdef double complex back = o[1]
    print(back)
    back = 3
    print(back)
    back = 2.5
    print(back)

print(mandel_sum(60, 40, 50))
parts(1 + 2j, 0.3 - 0.7j, 3, 1.5)
parts(-1.5 + 0.25j, 2.5 + 1e-3j, -2, -0.5)
parts(0.6 + 0.7j, 1e300 + 1e300j, 7, 2.0)
store_parts(1.5 - 2j)
print(divide(1 + 1j, 2 - 1j), divide(1 + 1j, 0), divide(0, 0))
print(divide(1e308 + 1e308j, 1e-308 + 1e-308j))
to_object(-0.5 + 4j)
