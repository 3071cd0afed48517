# cython.typeof of variables declared with a ctypedef (DTYPE_t, real_t[:],
# int64_t, numpy's float64_t), of arithmetic on them (Cython's widest type:
# a typedef over a plain type, the right one of two), and of C's own
# spellings (unsigned, long int, long double).
cimport cython
cimport numpy as cnp
import numpy as np
from libc.stdint cimport int64_t, uint8_t
ctypedef double real_t
ctypedef int myint
ctypedef cnp.float64_t DTYPE_t

cdef cnp.float64_t a = 1
cdef DTYPE_t b = 2
cdef real_t[:, ::1] v = np.zeros((2, 2))
cdef cnp.int32_t[:] w = np.zeros(2, dtype=np.int32)
cdef Py_ssize_t n = 3
cdef size_t sz = 4
cdef int64_t big = 5
cdef uint8_t u8 = 3
cdef myint mi = 2
cdef int x = 1
print(cython.typeof(a), cython.typeof(b), cython.typeof(v), cython.typeof(w), cython.typeof(n), cython.typeof(sz))
print(cython.typeof(big), cython.typeof(u8), cython.typeof(mi))
print(cython.typeof(big + x), cython.typeof(b * 2), cython.typeof(mi + x), cython.typeof(u8 + u8), cython.typeof(mi * b))

def f(DTYPE_t p, real_t[:] q, int64_t z):
    cdef real_t r = p
    print(cython.typeof(p), cython.typeof(q), cython.typeof(z), cython.typeof(r), cython.typeof(r * 2), cython.typeof(p + r))
f(1, np.zeros(2), 3)

cdef unsigned uu = 1
cdef long int li = 2
cdef short int si = 3
cdef long long int lli = 4
cdef unsigned long long ull = 5
cdef signed char sc = 6
cdef long double ld = 7
cdef double complex cz = 1j
cdef bint flag = 1
cdef const double[:, ::1] cmv = np.zeros((1, 1))
print(cython.typeof(uu), cython.typeof(li), cython.typeof(si), cython.typeof(lli), cython.typeof(ull), cython.typeof(sc))
print(cython.typeof(ld), cython.typeof(cz), cython.typeof(flag), cython.typeof(cmv))
