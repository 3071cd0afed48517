# cython: language_level=3
cimport cython
from cython cimport view
from cython.view cimport array as cvarray
from libc.math cimport isnan, isinf, INFINITY, NAN, fabs
import numpy as np

cdef int[:, :] mv = cvarray(shape=(3, 4), itemsize=sizeof(int), format="i")
mv[:, :] = 7
mv[1, 2] = -1
print(mv.shape, mv.strides, mv.ndim, mv.size, mv.itemsize, mv.nbytes, list(mv.suboffsets))
print(mv.is_c_contig(), mv.is_f_contig(), mv.T.is_f_contig())
cdef int[::1, :] f = mv.copy_fortran()
print(f.strides, f[1, 2], np.asarray(f).flags['F_CONTIGUOUS'])
cdef int[:, ::view.contiguous] g = mv.copy()
cdef int[:, ::view.generic] h = mv.T
print(g[1, 2], h[2, 1], np.asarray(h).shape)
arr = view.array(shape=(2, 3), itemsize=sizeof(double), format="d", mode="fortran")
cdef double[::1, :] d = arr
d[:] = 0.5
d[1, 0] = 2.0
print(np.asarray(arr).flags.f_contiguous, np.asarray(d))

@cython.cdivision(True)
cdef int cdiv(int a, int b):
    return a // b, 

@cython.cdivision(True)
def cdivs(int a, int b):
    return a // b, a % b

def pydivs(int a, int b):
    return a // b, a % b

print(cdivs(-7, 2), pydivs(-7, 2), cdivs(7, -2), pydivs(7, -2))
try:
    pydivs(1, 0)
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e)

cdef int big = 2147483647
big += 1
print(big)
cdef unsigned char uc = 250
uc += 10
print(uc)
cdef double x = NAN
print(isnan(x), isinf(INFINITY), isinf(-INFINITY), fabs(-2.5))
cdef (int, double) t = (3, 4.5)
cdef (int, double) u = t
print(t, u[0] + u[1])
def swap((int, int) p):
    return (p[1], p[0])
print(swap((1, 2)))
