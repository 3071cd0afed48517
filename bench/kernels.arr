# Typed-loop kernels of the anchor workloads (../shared/bench/), written as
# a Cython user writes them. Prints "name median_seconds" per kernel.
import numpy as np
import time
from libc.math cimport sin
from libc.stdlib cimport malloc, free

def w1(double[:] v):
    cdef double s = 0
    cdef Py_ssize_t i
    for i in range(v.shape[0]):
        s += v[i]
    return s

cdef int clip(int a, int lo, int hi):
    return min(max(a, lo), hi)

def w2(int[:, :] a1, int[:, :] a2, int a, int b, int c):
    cdef Py_ssize_t x, y
    cdef int tmp
    result = np.zeros((a1.shape[0], a1.shape[1]), dtype=np.intc)
    cdef int[:, :] r = result
    for x in range(a1.shape[0]):
        for y in range(a1.shape[1]):
            tmp = clip(a1[x, y], 2, 10)
            tmp = tmp * a + a2[x, y] * b
            r[x, y] = tmp + c
    return result

def w3(const signed char[:, ::1] A):
    cdef Py_ssize_t m = A.shape[0], n = A.shape[1]
    out_np = np.zeros((m, m))
    cdef double[:, ::1] out = out_np
    cdef Py_ssize_t ii, jj, i, j, k
    cdef double acc, total
    cdef double* tmp
    for ii in range(m):
        for jj in range(m):
            tmp = <double*> malloc(n * n * sizeof(double))
            for i in range(n):
                for j in range(n):
                    acc = 0
                    for k in range(n):
                        acc = acc + (A[ii, k] + A[jj, k]) * (i - j)
                    tmp[i * n + j] = acc
            total = 0
            for i in range(n * n):
                total = total + tmp[i]
            out[ii, jj] = total
            free(tmp)
    return out_np

def w5(double[:, ::1] A, double[:, ::1] B, double[:, ::1] C):
    cdef Py_ssize_t n = A.shape[0], i, j, k
    cdef double acc
    for i in range(n):
        for j in range(n):
            acc = 0
            for k in range(n):
                acc += A[i, k] * B[k, j]
            C[i, j] = acc

def w4_assign(double[:, ::1] A, double[:, ::1] B):
    B[...] = A.T

def w4_copy(double[:, ::1] A):
    return A.T.copy()

def w6(long n):
    cdef double s = 0
    cdef long i
    for i in range(n):
        s += sin(i * 0.001)
    return s

def median(f, repeats):
    times = []
    for _ in range(repeats):
        t0 = time.perf_counter()
        f()
        times.append(time.perf_counter() - t0)
    times.sort()
    return times[len(times) // 2]

v = np.arange(1_000_000, dtype=np.float64) * 0.5
print("W1", median(lambda: w1(v), 7))
a1 = (np.arange(3000 * 2000, dtype=np.intc) % 13).reshape(3000, 2000)
print("W2", median(lambda: w2(a1, a1, 4, 3, 9), 3))
A3 = (np.arange(160 * 16) % 7 - 3).astype(np.int8).reshape(160, 16)
print("W3", median(lambda: w3(A3), 3))
n = 300
A = np.ones((n, n)) * 0.5
B = np.ones((n, n)) * 2.0
C = np.zeros((n, n))
print("W5", median(lambda: w5(A, B, C), 3))
A4 = np.arange(2000 * 2000, dtype=np.float64).reshape(2000, 2000)
B4 = np.empty((2000, 2000))
print("W4assign", median(lambda: w4_assign(A4, B4), 5))
print("W4copy", median(lambda: w4_copy(A4), 5))
print("W6", median(lambda: w6(10_000_000), 3))
