# Fused types: the Cython NumPy tutorial's fused kernel, static and run-time
# dispatch, `T is int` branches, explicit specialisation, cython.floating.
import numpy as np
cimport cython
from cython cimport floating

ctypedef fused my_type:
    int
    double
    long long

cdef my_type clip(my_type a, my_type min_value, my_type max_value):
    return min(max(a, min_value), max_value)

@cython.boundscheck(False)
@cython.wraparound(False)
def compute(my_type[:, ::1] array_1, my_type[:, ::1] array_2, my_type a, my_type b, my_type c):
    x_max = array_1.shape[0]
    y_max = array_1.shape[1]
    assert tuple(array_1.shape) == tuple(array_2.shape)
    if my_type is int:
        dtype = np.intc
    elif my_type is double:
        dtype = np.double
    elif my_type is cython.longlong:
        dtype = np.longlong
    result = np.zeros((x_max, y_max), dtype=dtype)
    cdef my_type[:, ::1] result_view = result
    cdef my_type tmp
    cdef Py_ssize_t x, y
    for x in range(x_max):
        for y in range(y_max):
            tmp = clip(array_1[x, y], 2, 10)
            tmp = tmp * a + array_2[x, y] * b
            result_view[x, y] = tmp + c
    return result

ctypedef fused number:
    int
    double

cdef number scale(number x, double f):
    return <number>(x * f)

def describe(number[:] v, number extra):
    cdef number s = extra
    cdef Py_ssize_t i
    for i in range(v.shape[0]):
        s += scale(v[i], 1.5)
    print(cython.typeof(s), s, cython.typeof(v))
    if number is not int:
        print("  floating specialisation")

cdef floating mean(floating[:] v):
    cdef floating s = 0
    cdef Py_ssize_t i
    for i in range(v.shape[0]):
        s += v[i]
    return s / v.shape[0]

def means(double[:] d, float[:] f):
    print(mean(d), mean(f), cython.typeof(mean(f)))

def pair(number a, floating b):
    return cython.typeof(a) + " " + cython.typeof(b)

for dt in (np.intc, np.double, np.longlong):
    a1 = (np.arange(12, dtype=dt) % 7).reshape(3, 4)
    a2 = np.ones((3, 4), dtype=dt) * 2
    r = compute(a1, a2, 4, 3, 9)
    print(r.dtype, r.sum())
    print(r)
describe(np.arange(5, dtype=np.intc), 7)
describe(np.linspace(0, 1, 5), 0.25)
means(np.linspace(0, 2, 9), np.linspace(0, 2, 9).astype(np.float32))
print(pair(1, 2.5), "|", pair(1.5, 2.5))
print(scale[double](3, 0.5), scale[int](3, 0.5))
try:
    compute(np.zeros((2, 2), dtype=np.int8), np.zeros((2, 2), dtype=np.int8), 1, 2, 3)
except TypeError as e:
    print("TypeError:", e)
try:
    describe(np.arange(3, dtype=np.intc), "x")
except TypeError as e:
    print("TypeError:", e)
