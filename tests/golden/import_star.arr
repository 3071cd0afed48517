# `from M import *` at module level binds the module's public names;
# builtins Cython resolves at compile time (pow, abs) stay builtins.
from math import *
from collections import *
from libc.stdlib cimport *

def f():
    return sqrt(16.0) + floor(2.5)

cdef int cmp_ints(const void* a, const void* b) noexcept nogil:
    return (<int*>a)[0] - (<int*>b)[0]

def g():
    cdef int* p = <int*>malloc(3 * sizeof(int))
    p[0] = 3; p[1] = 1; p[2] = 2
    qsort(p, 3, sizeof(int), cmp_ints)
    r = [p[0], p[1], p[2], abs(-4)]
    free(p)
    return r

print(f(), pi, pow(2, 3), inf, isnan(nan), gcd(12, 8), e)
print(Counter("abca").most_common(1), deque([1, 2]), tau, g())
import numpy as np
from random import *
seed(3)
print(randint(1, 100), choice("xyz"), np.sqrt(4.0))
