# arr-only: Cython 3.3 refuses this at compile time with "no suitable method found (candidates: 4)" (probed with the oracle)
# A cdef fused function is specialised where the call is compiled, so an
# argument that is a Python object (here a NumPy array not typed as a
# memoryview) matches no specialisation.
import numpy as np
ctypedef fused number:
    int
    long
    float
    double
cdef number biggest(number[:] a):
    cdef number m = a[0]
    cdef Py_ssize_t i
    for i in range(1, a.shape[0]):
        if a[i] > m:
            m = a[i]
    return m
cdef double[:] typed = np.array([1.5, 0.5])
print(biggest(typed))
print(biggest(np.array([1, 5, 3], dtype=np.int32)))
