# NumPy's C API from 'cimport numpy': PyArray_DATA is a void* into the
# array's buffer (writes through it change the array), PyArray_SIZE,
# PyArray_NDIM, PyArray_DIM and PyArray_ITEMSIZE read its layout.
cimport numpy as cnp
import numpy as np
cnp.import_array()

def scale(cnp.ndarray[cnp.float64_t, ndim=2] a, double k):
    cdef double* p = <double*>cnp.PyArray_DATA(a)
    cdef cnp.npy_intp i, n = cnp.PyArray_SIZE(a)
    for i in range(n):
        p[i] *= k
    return n, cnp.PyArray_NDIM(a), cnp.PyArray_DIM(a, 1), cnp.PyArray_ITEMSIZE(a)

a = np.arange(6, dtype=np.float64).reshape(2, 3)
print(scale(a, 2.0))
print(a)
cdef int[:] v = np.arange(4, dtype=np.intc)
def total(cnp.ndarray b):
    cdef int* q = <int*>cnp.PyArray_DATA(b)
    cdef long s = 0
    cdef int j
    for j in range(cnp.PyArray_SIZE(b)):
        s += q[j]
    return s
print(total(np.asarray(v)), total(np.arange(10, dtype=np.intc)[2:]))
