# The typed-memoryview page in pure Python mode: sum3d over an annotated
# 3-D view, cython.view.array through cython.cimports and directly; a
# module-level view annotation stays a Python object, as in Cython.
import cython
from cython.cimports.cython.view import array as cvarray
import numpy as np

def sum3d(arr: cython.int[:, :, :]) -> cython.longlong:
    i: cython.size_t
    j: cython.size_t
    k: cython.size_t
    I: cython.size_t
    J: cython.size_t
    K: cython.size_t
    total: cython.longlong = 0
    I = arr.shape[0]
    J = arr.shape[1]
    K = arr.shape[2]
    for i in range(I):
        for j in range(J):
            for k in range(K):
                total += arr[i, j, k]
    return total

narr = np.arange(27, dtype=np.dtype("i")).reshape((3, 3, 3))
narr_view: cython.int[:, :, :] = narr
print(sum3d(narr), sum3d(narr_view))
cyarr = cvarray(shape=(3, 3, 3), itemsize=cython.sizeof(cython.int), format="i")
cyarr_view: cython.int[:, :, :] = cyarr
cyarr_view[:] = 1
print(sum3d(cyarr))
c = cython.view.array(shape=(2, 2), itemsize=8, format="d")
cv: cython.double[:, ::1] = c
cv[...] = 0.5
print(cv[1, 1], cython.typeof(cv))
