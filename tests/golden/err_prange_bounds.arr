# An exception in one iteration stops the loop and surfaces once.
from cython.parallel import prange
import numpy as np

def f(double[:] a):
    cdef Py_ssize_t i
    cdef double s = 0
    for i in prange(a.shape[0] + 5, nogil=True):
        s += a[i]
    return s

print(f(np.ones(10)))
