# The NumPy tutorial's compute(): prange over rows with a nogil clip, and
# the fused-type version choosing its dtype per specialisation.
# numpy tutorial: compute_typed / memview / prange variants
import numpy as np
cimport cython
from cython.parallel import prange

DTYPE = np.intc

cdef int clip(int a, int min_value, int max_value) nogil:
    return min(max(a, min_value), max_value)

@cython.boundscheck(False)
@cython.wraparound(False)
def compute(int[:, ::1] array_1, int[:, ::1] array_2, int a, int b, int c):
    cdef Py_ssize_t x_max = array_1.shape[0]
    cdef Py_ssize_t y_max = array_1.shape[1]
    assert tuple(array_1.shape) == tuple(array_2.shape)
    result = np.zeros((x_max, y_max), dtype=DTYPE)
    cdef int[:, ::1] result_view = result
    cdef int tmp
    cdef Py_ssize_t x, y
    for x in prange(x_max, nogil=True):
        for y in range(y_max):
            tmp = clip(array_1[x, y], 2, 10)
            tmp = tmp * a + array_2[x, y] * b
            result_view[x, y] = tmp + c
    return result

ctypedef fused my_type:
    int
    double
    long long

@cython.boundscheck(False)
@cython.wraparound(False)
def compute_fused(my_type[:, ::1] array_1, my_type[:, ::1] array_2, my_type a, my_type b, my_type c):
    x_max = array_1.shape[0]
    y_max = array_1.shape[1]
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
            tmp = min(max(array_1[x, y], 2), 10)
            tmp = tmp * a + array_2[x, y] * b
            result_view[x, y] = tmp + c
    return result

arr1 = np.arange(20, dtype=np.intc).reshape(4, 5)
arr2 = np.arange(20, dtype=np.intc).reshape(4, 5)[::-1].copy()
r = compute(arr1, arr2, 4, 3, 9)
print(r)
print(r.dtype, r.sum())
f = compute_fused(arr1.astype(np.double), arr2.astype(np.double), 4.0, 3.0, 9.0)
print(f)
g = compute_fused(arr1.astype(np.longlong), arr2.astype(np.longlong), 4, 3, 9)
print(g.dtype, (g == r).all())
try:
    compute(arr1, np.zeros((2, 2), dtype=np.intc), 1, 1, 1)
except AssertionError:
    print("AssertionError")
