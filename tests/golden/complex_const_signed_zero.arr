# Products and quotients of C double complex constants, folded exactly as
# gcc folds them, keep the IEEE sign of a zero part: 0j * -2.5 is (-0+0j).
from libc.complex cimport carg
cdef double complex b1 = (0j) * (-2.5)
cdef double complex b2 = (-0.0 + 0j) * (-2.5)
cdef double complex a = 0j
cdef double complex b3 = a * (-2.5)
cdef double d = -2.5
cdef double complex b4 = (0j) * d
cdef double complex b5 = 0j * -2.5
print(b1.real, b2.real, b3.real, b4.real, b5.real)
x = 0j * -2.5
print(x, (0j) * (-2.5), (-0.0 + 0j) * (-2.5))
print(0j * -2.5, (-0.0 + 0j) * (-2.5))
cdef double complex qa = (0j) / (-2.5)
cdef double complex qb = (-0.0 + 0j) / (1 + 1j)
cdef double complex qc = (1 + 1j) / (1 - 1j)
cdef double complex qd = (0j * -1) / (2 + 0j)
cdef double complex qe = (2 + 0j) / (0 - 1j)
cdef double complex qf = (1j) * (1j)
cdef double complex qg = (-1j) * (0.0 - 0j)
print(qa, qb, qc, qd, qe, qf, qg)
print([(z.real, z.imag) for z in (qa, qb, qc, qd, qe, qf, qg)])
print(carg((-0.0 + 0j) * (-2.5)), carg(0j / -2.5))
