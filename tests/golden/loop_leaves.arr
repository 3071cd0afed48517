# Fused loop forms over pointer elements and over indices the body assigns:
# sums through malloc'd blocks and C arrays, trees mixing views and
# pointers, and a vectorisable body whose index is computed per iteration.
import numpy as np
from libc.stdlib cimport malloc, free

def pointer_sums(int n):
    cdef double* p = <double*> malloc(n * sizeof(double))
    cdef int* q = <int*> malloc(n * sizeof(int))
    cdef Py_ssize_t i
    for i in range(n):
        p[i] = i * 0.5
        q[i] = <int>(i * 7 % 11) - 5
    cdef double total = 0
    for i in range(n):
        total = total + p[i]
    cdef long isum = 0
    for i in range(n):
        isum += q[i]
    cdef long prod = 1
    for i in range(1, 12):
        prod *= q[i] + 6
    cdef double mixed = 0
    for i in range(n):
        mixed += p[i] * q[i] - p[3]
    cdef double back = 0
    for i in range(n - 1, -1, -2):
        back += p[i] * i
    print(total, isum, prod, mixed, back)
    free(p)
    free(q)

def carray_sum():
    cdef double a[8]
    cdef int k
    for k in range(8):
        a[k] = k * k
    cdef double s = 0
    for k in range(8):
        s += a[k] * 2 + 1
    print(s)

def view_and_pointer(double[:] v):
    cdef Py_ssize_t n = v.shape[0], i, j
    cdef double* w = <double*> malloc(n * sizeof(double))
    for i in range(n):
        w[i] = n - i
    cdef double acc
    for j in range(3):
        acc = 0
        for i in range(n):
            acc = acc + (v[i] + w[i]) * (j - 1)
        print(j, acc)
    free(w)

def computed_index():
    a = np.arange(100, dtype=np.float64)
    b = np.zeros(100)
    c = np.zeros(50, dtype=np.intc)
    cdef double[:] av = a
    cdef double[:] bv = b
    cdef int[:] cv = c
    cdef Py_ssize_t i, t
    cdef int s
    t = 0
    for i in range(50):
        t = i * 2
        bv[i] = av[t] + av[99 - t]
        s = <int>i * 3
        cv[i] = s - <int>t
    print(b[:6], b[45:50])
    print(c[:8], c[-3:])

pointer_sums(1000)
pointer_sums(12)
carray_sum()
view_and_pointer(np.linspace(0, 1, 17))
computed_index()
