# Typed 2-D reductions over strided, transposed and Fortran views, with NumPy's shape functions around them.
import numpy as np
cimport numpy as cnp
cnp.import_array()

def stats2d(double[:, :] a):
    cdef Py_ssize_t i, j
    cdef double[:] rowsum = np.zeros(a.shape[0])
    cdef double[:] colmax = np.full(a.shape[1], -np.inf)
    for i in range(a.shape[0]):
        for j in range(a.shape[1]):
            rowsum[i] += a[i, j]
            if a[i, j] > colmax[j]:
                colmax[j] = a[i, j]
    return np.asarray(rowsum), np.asarray(colmax)

rng = np.random.default_rng(7)
A = rng.standard_normal((4, 6))
r, c = stats2d(A)
print(np.round(r, 5))
print(np.round(c, 5))
print(np.allclose(r, A.sum(axis=1)), np.allclose(c, A.max(axis=0)))
B = A[::2, 1::2]
print(B.shape, B.strides, B.flags['C_CONTIGUOUS'])
r2, c2 = stats2d(B)
print(np.round(r2, 4), np.round(c2, 4))
F = np.asfortranarray(A)
cdef double[::1, :] fv = F
print(fv.strides, fv.shape, fv[1, 2] == A[1, 2])
cdef double[:, :] t = A.T
print(t.shape, t.strides)
C = np.ascontiguousarray(A[:, ::-1])
print(C.flags.c_contiguous, C[0, 0] == A[0, -1])
x = np.arange(24).reshape(2, 3, 4)
print(x.transpose(2, 0, 1).shape, x.swapaxes(0, 2)[1, 2, 0], np.moveaxis(x, 0, -1).shape)
print(x[..., 1], x[:, None, 0, :2].shape)
print(np.stack([np.arange(3), np.arange(3) * 2]), np.concatenate([np.arange(2), np.arange(3)]))
print(np.hstack([np.ones((2, 1)), np.zeros((2, 2))]), np.vstack([np.arange(2), np.arange(2)]))
print(np.tile(np.arange(3), 2), np.repeat(np.arange(3), 2), np.flip(np.arange(4)))
print(np.argsort(np.array([3, 1, 2, 1])), np.searchsorted(np.array([1, 3, 5]), 4))
print(np.linspace(0, 1, 5, endpoint=False), np.arange(0.5, 3, 0.75))
print(A.astype(np.float32).dtype, (A > 0).sum(), np.count_nonzero(A > 1))
print(np.abs(np.array([-1.5, 2])), np.sign(np.array([-2, 0, 3])), np.floor(np.array([-1.5, 1.5])))
