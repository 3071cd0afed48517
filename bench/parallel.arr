# prange kernels of the anchor workloads W2, W3 and W6 (../shared/bench/),
# written as the Cython versions are. Run with --threads 1 and --threads 2;
# prints "name median_seconds checksum" per kernel.
import numpy as np
import time
from cython.parallel import prange
from libc.math cimport sin
from libc.stdlib cimport malloc, free

cdef int clip(int a, int lo, int hi) noexcept nogil:
    return min(max(a, lo), hi)

def w2(int[:, ::1] a1, int[:, ::1] a2, int a, int b, int c):
    cdef Py_ssize_t x, y
    cdef int tmp
    result = np.zeros((a1.shape[0], a1.shape[1]), dtype=np.intc)
    cdef int[:, ::1] r = result
    for x in prange(a1.shape[0], nogil=True):
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
    for ii in prange(m, nogil=True, schedule='static'):
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

def w6(long n):
    cdef double s = 0
    cdef long i
    for i in prange(n, nogil=True):
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

a1 = (np.arange(3000 * 2000, dtype=np.intc) % 13).reshape(3000, 2000)
print("W2", median(lambda: w2(a1, a1, 4, 3, 9), 3), int(np.asarray(w2(a1, a1, 4, 3, 9)).sum()))
A3 = (np.arange(160 * 16) % 7 - 3).astype(np.int8).reshape(160, 16)
print("W3", median(lambda: w3(A3), 3), float(np.asarray(w3(A3)).sum()))
print("W6", median(lambda: w6(20_000_000), 3), round(w6(20_000_000), 3))
