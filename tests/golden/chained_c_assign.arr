# a = b = x onto C targets: x evaluated once, converted to each target's
# type as C converts it, stored left to right.
import numpy as np
def f():
    cdef char c
    cdef int k
    cdef double d
    c = k = 1000
    print(c, k)
    cdef long big = 2**40
    k = d = big
    print(k, d)
    cdef double[:] v = np.zeros(3)
    cdef int i = 0
    i = v[i] = 2
    print(i, list(v))
f()

from libc.stdlib cimport malloc, free
def flags(int n):
    cdef char* flags = <char*>malloc(n + 1)
    cdef int i
    for i in range(n + 1):
        flags[i] = 1
    flags[0] = flags[1] = 0
    print(flags[0], flags[1], flags[2])
    free(flags)
flags(5)
