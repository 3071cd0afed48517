# A double complex divided by a divisor with a NaN part and an infinite
# part: libgcc's __divdc3 recovers a signed zero, reading the sign of the
# NaN (x86's default NaN, made by inf * 0, has its sign bit set). The loop
# without print runs as a native kernel, the one with print as closures;
# both must give compiled Cython's signed zeros.
cimport cython
import numpy as np

@cython.cdivision(True)
def run(bint show):
    cdef double complex z = 1e-310 + 3e-320j, w = -3 - 0j
    cdef float complex q = 0
    cdef int k2 = -3, i = 0
    za = np.array([1e-310 + 3e-320j, -3 - 0j, 0], dtype=np.complex128)
    qa = np.array([-3 - 0j, 0], dtype=np.complex64)
    cdef double complex[:] zv = za
    cdef float complex[::1] qv = qa
    if show:
        for i in range(4):
            zv[k2] /= ((z).real * ((z + (-q))).imag)
            q = (-(1e300j / qv[k2 % 2]))
            zv[i % 3] /= (zv[i % 3] + q)
            print(i, za)
            w += zv[-1]
    else:
        for i in range(4):
            zv[k2] /= ((z).real * ((z + (-q))).imag)
            q = (-(1e300j / qv[k2 % 2]))
            zv[i % 3] /= (zv[i % 3] + q)
            w += zv[-1]
    print(z, w, q, i, za, qa)

@cython.cdivision(True)
def products():
    # __muldc3's recovery reads NaN signs the same way.
    cdef double complex a = complex(float("inf"), 1.0)
    cdef double complex b = complex(float("nan"), 2.0)
    cdef double complex c = complex(float("inf"), float("inf"))
    cdef double complex one = 1.0
    cdef double complex d = (c * 0.0)
    print(a * b, b * a, c * b, d, one / d)

run(False)
run(True)
products()
