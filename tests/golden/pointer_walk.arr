# Walking a pointer through a block, as Cython users scan memory:
# p += 1, inc(p)/dec(p), deref(p), while p < end, end - p, p != end.
from libc.stdlib cimport malloc, free
from cython.operator cimport dereference as deref, preincrement as inc
from cython.operator cimport predecrement as dec, postincrement as post_inc
import numpy as np

def ptr_sum(double[::1] a):
    cdef double* p = &a[0]
    cdef double* end = p + a.shape[0]
    cdef double s = 0
    while p < end:
        s += p[0]
        p += 1
    return s

def left_after(int[::1] a, int stop):
    cdef int* p = &a[0]
    cdef int* end = &a[0] + a.shape[0]
    while p != end and deref(p) != stop:
        inc(p)
    return end - p

def reverse_fill(int n):
    cdef int* buf = <int*>malloc(n * sizeof(int))
    cdef int* q = buf + n
    cdef int i = 0
    while q > buf:
        dec(q)
        q[0] = i * i
        i += 1
    out = [buf[j] for j in range(n)]
    free(buf)
    return out

def pairs(double[::1] a):
    cdef double* p = &a[0]
    cdef double s = 0
    cdef int k
    for k in range(a.shape[0] // 2):
        s += p[0] * p[1]
        p += 2
    return s

def count_a(bytes data):
    cdef const char* c = data
    cdef int n = 0
    while c[0] != 0:
        if c[0] == c'a':
            n += 1
        post_inc(c)
    return n

def back_and_forth(long n):
    cdef long* buf = <long*>calloc_like(n)
    cdef long* p = buf
    cdef long i
    for i in range(n):
        p[0] = i
        p = p + 1
    p -= n
    cdef long s = 0
    while p - buf < n:
        s += deref(p) * 2
        p += 1
    free(buf)
    return s

cdef void* calloc_like(long n):
    return malloc(n * sizeof(long))

a = np.arange(10.0)
print(ptr_sum(a), ptr_sum(a[3:]), pairs(a))
b = np.array([5, 3, 8, 1, 9], dtype=np.intc)
print(left_after(b, 8), left_after(b, 7), left_after(b, 5))
print(reverse_fill(6))
print(count_a(b"banana bread"), count_a(b""))
print(back_and_forth(100))

cdef long* gbuf = <long*>malloc(5 * sizeof(long))
cdef long* gp = gbuf
cdef int gk
for gk in range(5):
    gp[0] = gk * 10
    gp += 1
print(gp - gbuf, gbuf[4], gp == gbuf + 5)
free(gbuf)
