# m[i] op= x on a typed view element is C's *p op= x: no zero check, //= of a float is C's /=, a complex x takes the element's type first
import numpy as np
cimport cython
def f(int two, double zero):
    cdef double[:] dv = np.array([-7.5, -7.5, 2.0, 1.0, 3.0])
    dv[0] //= two
    dv[3] -= zero
    dv[4] /= zero
    print(list(dv))
    cdef float[:] fv = np.array([1.5, 2.5], dtype=np.float32)
    fv[0] /= zero
    fv[1] //= zero
    print(list(fv))
    cdef double complex[:] zv = np.array([1+1j, 2], dtype=complex)
    zv[0] *= 2j
    print(list(zv))
@cython.cdivision(True)
def g(int two, int zero):
    cdef int[:] iv = np.array([-7, -7, -7, 5], dtype=np.int32)
    iv[0] //= two
    iv[1] %= 3
    iv[2] /= two
    print(list(iv))
f(2, 0.0)
g(2, 0)

def f5(double complex w, double x):
    cdef float complex[:] qv = np.array([1 + 2j], dtype=np.complex64)
    cdef float[:] fv = np.array([1.0, 3.0], dtype=np.float32)
    cdef int i
    for i in range(20):
        qv[0] *= w
        fv[0] += x
        fv[1] *= x
    print(qv[0], fv[0], fv[1])
    cdef float complex q = 1 + 2j
    for i in range(20):
        q *= w
    print(q)
    cdef int[:] iv = np.array([5], dtype=np.int32)
    cdef long big = 3000000000
    iv[0] += big
    print(iv[0])
f5(0.3 + 0.71j, 1.1)
