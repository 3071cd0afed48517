# k-means with typed memoryviews, a nogil cdef helper, np.ndarray buffers,
# and rng.normal with an array loc.
# cython: language_level=3
import numpy as np
cimport numpy as cnp
cimport cython
from libc.math cimport sqrt, INFINITY

cnp.import_array()

ctypedef cnp.float64_t DTYPE_t

@cython.boundscheck(False)
@cython.wraparound(False)
cdef Py_ssize_t nearest(DTYPE_t[:, ::1] centers, DTYPE_t[::1] p) noexcept nogil:
    cdef Py_ssize_t k, d, best = 0
    cdef DTYPE_t dist, bestd = INFINITY, t
    for k in range(centers.shape[0]):
        dist = 0
        for d in range(p.shape[0]):
            t = centers[k, d] - p[d]
            dist += t * t
        if dist < bestd:
            bestd = dist
            best = k
    return best

def kmeans(cnp.ndarray[DTYPE_t, ndim=2] X, int k, int iters):
    cdef Py_ssize_t n = X.shape[0], dim = X.shape[1], i, j, it
    cdef DTYPE_t[:, ::1] C = X[:k].copy()
    cdef DTYPE_t[:, ::1] S = np.zeros((k, dim))
    cdef long[::1] counts = np.zeros(k, dtype=np.int64)
    cdef long[::1] labels = np.zeros(n, dtype=np.int64)
    cdef DTYPE_t[:, ::1] Xv = X
    for it in range(iters):
        S[:, :] = 0
        counts[:] = 0
        for i in range(n):
            labels[i] = nearest(C, Xv[i])
            counts[labels[i]] += 1
            for j in range(dim):
                S[labels[i], j] += Xv[i, j]
        for i in range(k):
            if counts[i] > 0:
                for j in range(dim):
                    C[i, j] = S[i, j] / counts[i]
    return np.asarray(C), np.asarray(labels)

rng = np.random.default_rng(2024)
pts = np.concatenate([rng.normal(0, 0.5, (20, 2)), rng.normal(3, 0.5, (20, 2)), rng.normal([0, 4], 0.5, (20, 2))])
C, L = kmeans(pts, 3, 10)
print(np.round(C, 4))
print(np.bincount(L))
print(L[:10], L.dtype, C.flags.c_contiguous)
def buf():
    cdef cnp.ndarray[cnp.int64_t, ndim=1] arr = np.arange(5, dtype=np.int64)
    arr[2] = 99
    print(arr, arr.shape[0], arr.ndim, arr.dtype, arr.size)
buf()
