# arr-only: Cython refuses this at compile time ("Too many indices specified for type double[:]"); arr does too, before anything runs.
import numpy as np

def fill(double[:] a):
    cdef int i
    for i in range(a.shape[0]):
        a[i, 0] = 1

print("not reached")
fill(np.zeros(3))
