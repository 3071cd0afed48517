# Between float complex and double complex, Cython converts through from_parts (an infinite imaginary part makes the real part NaN); C complex division of a view element in place has no zero check
import numpy as np
def f1(double complex a):
    cdef double complex z = 1e-310 + 3e-320j, w = 1e200 + 1e200j
    cdef float complex q = 0
    qa = np.array([complex(float('inf'), float('inf')), 0], dtype=np.complex64)
    za = np.array([1e-310 + 3e-320j, 1e200 + 1e200j, 0], dtype=np.complex128)
    cdef float complex[::1] qv = qa
    cdef double complex[:] zv = za
    cdef int i = 0
    print(1e300j * (zv[-1] - zv[i % 3]))
    print((1e300j * (zv[-1] - zv[i % 3])) + qv[0])
    w += ((1e300j * (zv[-1] - zv[i % 3])) + qv[0])
    print(w)
    print(qv[0] + a, a + qv[0])
    try:
        zv[0] /= (q - ((-q) - zv[-1]))
    except ZeroDivisionError as e:
        print("ZeroDivisionError", e)
    print(zv[0])
    try:
        z /= (q - ((-q) - zv[-1]))
    except ZeroDivisionError as e:
        print("ZeroDivisionError", e)
    print(z)
f1(1)

import numpy as np
def f2(double complex a, double zero):
    cdef float complex q
    cdef double complex d
    q = a
    print(q)
    d = q
    print(d)
    da = np.ones(2)
    cdef double[:] dv = da
    try:
        dv[0] /= zero
        print(dv[0])
    except ZeroDivisionError as e:
        print("ZeroDivisionError", e)
    za = np.ones(2, dtype=complex)
    cdef double complex[:] zv = za
    try:
        zv[0] /= zero
        print(zv[0])
    except ZeroDivisionError as e:
        print("ZeroDivisionError", e)
    try:
        zv[1] = zv[1] / zero
        print(zv[1])
    except ZeroDivisionError as e:
        print("ZeroDivisionError", e)
    cdef double complex[:, :] m = np.ones((2, 2), dtype=complex)
    try:
        m[0, 1] /= 0j
        print(m[0, 1])
    except ZeroDivisionError as e:
        print("ZeroDivisionError", e)
f2(complex(float('inf'), float('inf')), 0.0)
f2(complex(1e300, 1e300), 0.0)
