# Reduction loops whose body is an expression tree: element types of every
# width and sign, C integer wrap-around, constants folded from locals,
# negative steps, math functions of compound bodies.
import numpy as np
from libc.math cimport sin, sqrt

def pairwise(const signed char[:, ::1] A, Py_ssize_t ii, Py_ssize_t jj):
    cdef Py_ssize_t i, j, k, n = A.shape[1]
    cdef double acc, total = 0
    for i in range(n):
        for j in range(n):
            acc = 0
            for k in range(n):
                acc = acc + (A[ii, k] + A[jj, k]) * (i - j)
            total += acc * (i + 1)
    return total

def widths(unsigned char[:] u8, short[:] i16, unsigned int[:] u32, long long[:] i64, float[:] f32):
    cdef Py_ssize_t k, n = u8.shape[0]
    cdef long s = 0
    cdef int w = 0
    cdef unsigned char c = 0
    cdef double d = 0
    for k in range(n):
        s += (u8[k] - i16[k]) * 3 + u32[k]
    for k in range(n):
        w += i64[k] * 1000003 + u8[k] * 77
    for k in range(n):
        c += u8[k] * 3 + 1
    for k in range(n):
        d += (f32[k] * 2.0 - u8[k]) * 0.5
    print(s, w, c, d)

def backwards(double[:] x):
    cdef Py_ssize_t k
    cdef double s = 0
    cdef long t = 0
    for k in range(x.shape[0] - 1, -1, -2):
        s += sqrt(x[k] * x[k] + 1.0) - k * 0.5
    for k in range(x.shape[0] - 1, 0, -3):
        t += (k * k - 7) * (k - 2)
    print(s, t)

def waves(long n, double h):
    cdef long i
    cdef double s = 0
    for i in range(n):
        s += sin((i + 0.5) * h) * h - sin(i * h * 2.0)
    print(s)

A = (np.arange(12 * 9) % 11 - 5).astype(np.int8).reshape(12, 9)
print(pairwise(A, 3, 7), pairwise(A, 0, 11))
n = 50
u8 = (np.arange(n) * 37 % 256).astype(np.uint8)
i16 = (np.arange(n) * -911 % 30000).astype(np.int16)
u32 = (np.arange(n) * 2654435761 % 4294967296).astype(np.uint32)
i64 = (np.arange(n) * 123456789123).astype(np.int64)
f32 = (np.arange(n) * 0.37).astype(np.float32)
widths(u8, i16, u32, i64, f32)
backwards(np.arange(21) * 1.5)
waves(1000, 0.01)
