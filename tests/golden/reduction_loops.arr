# Counted loops that only accumulate: every operator and element type,
# strided and transposed views, the loop variable after the loop, and an
# out-of-bounds access stopping the loop part-way.
import numpy as np
from libc.math cimport sin, sqrt, exp, fabs

def sums(double[:] v, float[:] w, int[:] a, long long[:] b, signed char[:] c):
    cdef double s = 0
    cdef double t = 1
    cdef Py_ssize_t i
    cdef int si = 0
    cdef long long sb = 0
    cdef int sc = 0
    for i in range(v.shape[0]):
        s += v[i]
    print("sum", s, i)
    for i in range(v.shape[0] - 1, -1, -2):
        s -= v[i]
    print("minus every other, backwards", s, i)
    for i in range(1, 6):
        t *= v[i]
    print("product", t)
    s = 0
    for i in range(w.shape[0]):
        s += w[i]
    print("float32", s)
    for i in range(a.shape[0]):
        si += a[i]
    print("int32", si)
    for i in range(b.shape[0]):
        sb += b[i] * b[i]
    print("int64 squares", sb)
    for i in range(c.shape[0]):
        sc += c[i]
    print("int8", sc)

def bits(int[:] a):
    cdef int x = 0
    cdef int y = -1
    cdef int z = 0
    cdef int i
    for i in range(a.shape[0]):
        x ^= a[i]
    for i in range(a.shape[0]):
        y &= a[i]
    for i in range(a.shape[0]):
        z |= a[i]
    print("xor and or", x, y, z)

def wraps(int[:] a):
    cdef int s = 2000000000
    cdef unsigned char u = 250
    cdef int i
    for i in range(a.shape[0]):
        s += a[i] * 1000000
    print("int wraps", s)
    for i in range(10):
        u += 3
    print("uchar wraps", u, i)

def matrix(double[:, :] A):
    cdef double d = 0
    cdef double col = 0
    cdef double row = 0
    cdef double dot = 0
    cdef Py_ssize_t k, j = 2
    for k in range(min(A.shape[0], A.shape[1])):
        d += A[k, k]
    for k in range(A.shape[0]):
        col += A[k, j]
    for k in range(A.shape[1]):
        row += A[1, k]
    for k in range(A.shape[0]):
        dot += A[k, 0] * A[k, 1]
    print("diag col row dot", d, col, row, dot)

def index_values(long n):
    cdef long s = 0
    cdef double h = 0
    cdef long i = -7
    for i in range(n, 0, -3):
        s += i
    print("backwards", s, i)
    for i in range(0):
        s += 1
    print("empty range leaves i", s, i)
    for i in range(1, n + 1):
        h += i * 0.5
    print("half", h)
    for i in range(4):
        h = h - 1.5
    print("minus", h)

def negative_indices(double[:] v):
    cdef double s = 0
    cdef int i
    for i in range(-3, 0):
        s += v[i]
    print("last three", s)

def stops_part_way(double[:] v):
    cdef double s = 0
    cdef Py_ssize_t i = 0
    try:
        for i in range(v.shape[0] + 3):
            s += v[i]
    except IndexError as e:
        print("IndexError:", e, "after", s, "at", i)

def math_sums(double[:] v, long n):
    cdef double s = 0, t = 0, u = 1
    cdef long i
    for i in range(n):
        s += sin(i * 0.001)
    for i in range(v.shape[0]):
        t -= exp(-v[i])
    for i in range(v.shape[0]):
        u *= sqrt(v[i] + 1)
    for i in range(v.shape[0] - 1, -1, -1):
        t += fabs(v[i] - 2)
    print("math", s, t, u, i)

v = np.arange(10, dtype=np.float64) * 0.25 + 1.0
w = np.linspace(0, 1, 7).astype(np.float32)
a = np.array([3, -1, 4, 1, -5, 9, 2, -6], dtype=np.intc)
b = np.arange(1, 9, dtype=np.longlong) * 1000003
c = np.array([100, 100, 100, -7], dtype=np.int8)
sums(v, w, a, b, c)
sums(v[::-1], w[1::2], a[::3], b[2:], c[::-1])
bits(a)
wraps(a)
M = np.arange(20, dtype=np.float64).reshape(4, 5) * 1.5
matrix(M)
matrix(M.T)
matrix(M[::-1, 1:])
index_values(20)
negative_indices(v)
stops_part_way(v)
math_sums(v, 100000)
math_sums(v[::-3], 7)
