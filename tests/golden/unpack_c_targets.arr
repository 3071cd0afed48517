# `a, b = x, y` onto C targets is C assignment through temporaries:
# values converted as a plain assignment converts them (a C value wraps,
# an object is checked), all evaluated before the first store.
import numpy as np
from libc.stdlib cimport malloc, free

cdef struct Pair:
    int lo
    int hi

def fib(int n):
    cdef long a = 0, b = 1
    cdef int i
    for i in range(n):
        a, b = b, (a + b) % 1000000007
    return a

def gcd(long a, long b):
    while b:
        a, b = b, a % b
    return a

def reverse(double[:] x):
    cdef Py_ssize_t i, n = x.shape[0]
    for i in range(n // 2):
        x[i], x[n - 1 - i] = x[n - 1 - i], x[i]

def wraps():
    cdef char c = 0
    cdef unsigned int u = 0
    cdef long big = 1000
    cdef int k = 0
    c, u, k = big, -1, c
    print(c, u, k)
    c, k = k + 1, c
    print(c, k)

def pairs(int n):
    cdef Pair p = Pair(1, 2)
    cdef int i
    for i in range(n):
        p.lo, p.hi = p.hi, p.lo + p.hi
    return p

def pointers(int n):
    cdef int* xs = <int*>malloc(n * sizeof(int))
    cdef int i
    for i in range(n):
        xs[i] = i * i
    for i in range(n - 1):
        xs[i], xs[i + 1] = xs[i + 1], xs[i]
    out = [xs[i] for i in range(n)]
    free(xs)
    return out

def from_objects(values):
    cdef char c = 0
    cdef int k = 0
    try:
        c, k = values[0], values[1]
    except OverflowError as e:
        print("OverflowError:", e)
    print(c, k)

print(fib(90), fib(1000))
print(gcd(1071, 462), gcd(2**40, 6**20))
a = np.arange(7.0)
reverse(a)
print(a)
wraps()
print(pairs(10))
print(pointers(6))
from_objects([5, 6])
from_objects([500, 6])
