# arr-only: Cython refuses memoryview assignment in a prange body
# ("Memoryview slices can only be shared in parallel sections"); arr gives
# each thread its own temporary, sub-view and malloc'ed block.
# Expected output: the same sums computed by NumPy.
from cython.parallel import prange
from libc.stdlib cimport malloc, free
import numpy as np

def rowwise(double[:, ::1] m, double[:] out):
    cdef Py_ssize_t r, c
    cdef double[:] row
    cdef double[:] tmp
    cdef double* scratch
    cdef double acc
    for r in prange(m.shape[0], nogil=True, schedule='dynamic'):
        row = m[r]
        tmp = np.empty(m.shape[1])
        scratch = <double*> malloc(m.shape[1] * sizeof(double))
        for c in range(m.shape[1]):
            tmp[c] = row[c] * 2
            scratch[c] = tmp[c] + 1
        acc = 0
        for c in range(m.shape[1]):
            acc = acc + scratch[c]
        free(scratch)
        out[r] = acc

m = np.arange(24.0).reshape(6, 4)
out = np.zeros(6)
rowwise(m, out)
print(out)
print(out.sum() == (m * 2 + 1).sum())
