# k-means in Cython style: a nogil assignment kernel, RandomState draws,
# vstack, boolean masks, fancy indexing, bincount; hstack; RandomState
# methods drawing NumPy's numbers independently of the global generator.
import numpy as np
cimport cython
from libc.math cimport sqrt, INFINITY

@cython.boundscheck(False)
@cython.wraparound(False)
cdef void assign(double[:, ::1] X, double[:, ::1] C, long[::1] labels) noexcept nogil:
    cdef Py_ssize_t i, j, k
    cdef double best, d, diff
    for i in range(X.shape[0]):
        best = INFINITY
        for k in range(C.shape[0]):
            d = 0
            for j in range(X.shape[1]):
                diff = X[i, j] - C[k, j]
                d += diff * diff
            if d < best:
                best = d
                labels[i] = k

def kmeans(X, int k, int iters):
    X = np.ascontiguousarray(X, dtype=np.float64)
    n = X.shape[0]
    C = X[:k].copy()
    labels = np.zeros(n, dtype=np.int64)
    for it in range(iters):
        assign(X, C, labels)
        for c in range(k):
            members = X[labels == c]
            if len(members):
                C[c] = members.mean(axis=0)
    inertia = ((X - C[labels]) ** 2).sum()
    return C, labels, inertia

rng = np.random.RandomState(0)
X = np.vstack([rng.randn(20, 2) + [5, 5], rng.randn(20, 2) - [5, 5]])
C, labels, inertia = kmeans(X, 2, 5)
print(np.round(C, 4))
print(np.bincount(labels), round(float(inertia), 6))
print(labels[:10], labels.dtype)
rs = np.random.RandomState(42)
np.random.seed(7)
print(rs.rand(3))
print(rs.randint(0, 10, 5), rs.randint(5))
np.random.seed(42)
print(np.random.rand(3))
rs.seed(1)
print(rs.normal(2, 0.5, 2), rs.uniform(size=2), rs.random_sample())
print(np.hstack([np.arange(2), np.arange(3)]), np.hstack([np.ones((2, 1)), np.zeros((2, 2))]))
print(np.vstack([np.arange(3), np.arange(3, 6)]).shape, np.bincount([0, 2, 2, 5], minlength=7))
