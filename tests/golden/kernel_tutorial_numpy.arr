import numpy as np
cimport cython
DTYPE = np.intc

cdef int clip(int a, int min_value, int max_value):
    return min(max(a, min_value), max_value)

@cython.boundscheck(False)
@cython.wraparound(False)
def compute(int[:, ::1] array_1, int[:, ::1] array_2, int a, int b, int c):
    x_max = array_1.shape[0]
    y_max = array_1.shape[1]
    assert tuple(array_1.shape) == tuple(array_2.shape)
    result = np.zeros((x_max, y_max), dtype=DTYPE)
    cdef int[:, ::1] result_view = result
    cdef int tmp
    cdef Py_ssize_t x, y
    for x in range(x_max):
        for y in range(y_max):
            tmp = clip(array_1[x, y], 2, 10)
            tmp = tmp * a + array_2[x, y] * b
            result_view[x, y] = tmp + c
    return result

a1 = np.arange(12, dtype=DTYPE).reshape(3, 4)
a2 = np.ones((3, 4), dtype=DTYPE) * 2
r = compute(a1, a2, 4, 3, 9)
print(r)
print(r.sum(), r.dtype, r.shape)
