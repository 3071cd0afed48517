import numpy as np
cimport cython
from cython cimport floating, integral

ctypedef fused number:
    int
    double

cdef floating half(floating x):
    return x / 2

def twice(floating x):
    print(cython.typeof(x))
    return x * 2

def add(number a, number b):
    print(cython.typeof(a), cython.typeof(b))
    return a + b

def total(number[:] v):
    cdef number s = 0
    cdef Py_ssize_t i
    for i in range(v.shape[0]):
        s += v[i]
    if number is int:
        print("int path", cython.typeof(s))
    else:
        print("other path", cython.typeof(s))
    return s

def bump(integral k):
    print(cython.typeof(k))
    return k + 1

cdef double d = 3.0
cdef float f = 3.0
print(half(d), half(f), half[double](5), half[float](5))
print(twice(1.5))
print(add(1, 2))
print(add(1.5, 2.5))
print(total(np.arange(5, dtype=np.intc)))
print(total(np.arange(5, dtype=np.double)))
print(bump(41))
try:
    total(np.arange(5, dtype=np.int64))
except Exception as e:
    print(type(e).__name__, e)
try:
    add(1, 2.5)
except Exception as e:
    print(type(e).__name__, e)
try:
    twice(3)
except Exception as e:
    print(type(e).__name__, e)
