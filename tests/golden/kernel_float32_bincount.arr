# A float32 kernel around NumPy: weighted bincount (weights positional or keyword), float32 results of matmul, norm and ufuncs.
import numpy as np
cimport cython

@cython.boundscheck(False)
@cython.wraparound(False)
def bincount_weighted(int[:] idx, float[:] w, int nbins):
    cdef float[:] out = np.zeros(nbins, dtype=np.float32)
    cdef Py_ssize_t i
    for i in range(idx.shape[0]):
        out[idx[i]] += w[i]
    return np.asarray(out)

idx = np.array([0, 1, 1, 3, 2, 1], dtype=np.intc)
w = np.array([0.5, 0.25, 0.125, 1.5, 2.0, 0.1], dtype=np.float32)
r = bincount_weighted(idx, w, 4)
print(r, r.dtype, r.sum(), r.mean(), np.bincount(idx, weights=w))

cdef float acc = 0
cdef float[::1] fv = np.full(10, 0.1, dtype=np.float32)
for v in fv:
    acc += v
print(acc, sum(fv), np.asarray(fv).sum(), np.float32(0.1) * 10)
m = np.arange(6, dtype=np.float32).reshape(2, 3)
print(m @ m.T, (m @ m.T).dtype, np.dot(m[0], m[1]), m.sum(axis=0), m.max(axis=1), m.min(), np.linalg.norm(m))
print(np.sqrt(m), np.exp(m[0]).dtype, (m / 7)[1], np.cumsum(m, axis=1), np.diff(m, axis=1))
print(np.bincount(np.array([0, 2, 2]), np.array([1.5, 2, 0.25])), np.bincount([1, 1], minlength=4), np.bincount([3], None, 5))
try:
    np.bincount([1, 2], weights=[1.0])
except ValueError as e:
    print(e)
print(np.linalg.norm(np.array([3, 4], dtype=np.float32)), np.linalg.norm(np.array([1 + 1j], dtype=np.complex64)), np.linalg.norm([3, 4]))
