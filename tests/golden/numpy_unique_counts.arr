# np.unique's return_index / return_inverse (in the input's shape) / return_counts, NaNs
# counted as one value, and a statistics kernel checked against np.histogram.
import numpy as np
a = np.array([[3, 1], [2, 3]])
print(np.unique(a, return_index=True, return_inverse=True, return_counts=True))
print(np.unique(np.array([2.0, np.nan, 1.0, np.nan]), return_counts=True))
print(np.unique([3, 1, 1], return_inverse=True))
vals, idx = np.unique(np.array([5, 5, 4, 9, 4]), return_index=True)
print(vals, idx, np.array([5, 5, 4, 9, 4])[idx])
u, inv = np.unique(np.array([1.5, -2.0, 1.5]), return_inverse=True)
print(u[inv], np.unique(np.array([], dtype=np.int32), return_counts=True))
print(np.unique(np.array([True, False, True])), np.unique(a))
cimport numpy as cnp
from libc.math cimport floor

def histogram(double[:] x, int nbins, double lo, double hi):
    cdef long[:] counts = np.zeros(nbins, dtype=np.int64)
    cdef Py_ssize_t i
    cdef int b
    cdef double w = (hi - lo) / nbins
    for i in range(x.shape[0]):
        if x[i] < lo or x[i] >= hi:
            continue
        b = <int>floor((x[i] - lo) / w)
        counts[b] += 1
    return np.asarray(counts)

rng = np.random.default_rng(42)
data = rng.normal(0, 1, 1000)
h = histogram(data, 8, -2, 2)
print(h, h.sum(), h.dtype)
ref, edges = np.histogram(data, bins=8, range=(-2, 2))
print(ref, edges)
print(np.array_equal(h, ref))
print(np.percentile(data, [25, 50, 75]).round(4))
print(np.median(data).round(6), np.var(data, ddof=1).round(6))
m = data.reshape(20, 50)
print(m.max(axis=1)[:3].round(3), np.argsort(m[0])[:5])
print(np.unique(np.array([3, 1, 2, 3, 1]), return_counts=True))
print(np.clip(np.array([-2.5, 0.3, 7.0]), -1, 1), np.abs(np.array([-1, 2])))
print(np.dot(np.arange(3.), np.arange(3.)), np.outer([1, 2], [3, 4]))
print(np.concatenate([np.zeros(2), np.ones(3)]), np.stack([np.arange(2), np.arange(2)]).shape)
print(np.linalg.norm(np.array([3.0, 4.0])), np.trace(np.eye(3)))
