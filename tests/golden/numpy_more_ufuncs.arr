# NumPy functions by name: subtract/divide/floor_divide/mod/remainder/
# square (lists become arrays), identity, isclose (NaN never close),
# logical_and/or/xor/not, flip (all axes or one, as views), squeeze,
# expand_dims, nansum, iinfo and finfo — used on the output of a typed
# kernel.
import numpy as np

def scaled(double[:] xs, double k):
    out = np.empty(xs.shape[0])
    cdef double[:] o = out
    cdef Py_ssize_t i
    for i in range(xs.shape[0]):
        o[i] = xs[i] * k
    return out

a = scaled(np.arange(5.0), 1.5)
print(np.subtract(a, 1), np.subtract([5, 6], 2), np.divide(np.arange(3), 2))
print(np.floor_divide(7, 2), np.floor_divide(a, 2), np.mod(np.array([5, -5]), 3), np.remainder(-7.5, 2))
print(np.square(np.arange(3)), np.square(1.5), np.square([1, 2]))
print(np.identity(3))
print(np.isclose(1.0, 1.0 + 1e-9), np.isclose(a, [0.0, 1.5, 3.0000001, 4.6, 6.0]))
print(np.isclose(np.nan, np.nan), np.isclose(1.0, 1.1, rtol=0.2))
m = np.array([0, 2, 0, 3])
print(np.logical_and(m, [1, 1, 0, 0]), np.logical_or(m, 0), np.logical_xor(m > 1, True), np.logical_not(m))
g = np.arange(6).reshape(2, 3)
print(np.flip(a), np.flip(g), np.flip(g, 1), np.flip(g, axis=0))
f = np.flip(g)
f[0, 0] = 50
print(g[1, 2])
print(np.squeeze(np.ones((1, 3, 1))).shape, np.expand_dims(a, 0).shape, np.expand_dims(a, -1).shape)
print(np.nansum(np.array([1.0, np.nan, 2.5])), np.nansum([1, 2]))
print(np.iinfo(np.int32).max, np.iinfo(np.int32).min, np.iinfo(np.int64).max, np.iinfo(np.uint64).max)
print(np.iinfo(np.uint8).max, np.iinfo(np.int16).bits, np.iinfo(np.intc).max + 1)
print(np.finfo(np.float64).eps, np.finfo(np.float32).eps, np.finfo(np.float64).max, np.finfo(np.float64).tiny, np.finfo(float).eps)
