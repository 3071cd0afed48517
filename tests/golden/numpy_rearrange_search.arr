# NumPy's repeat, tile, roll, meshgrid, nonzero, searchsorted (both
# sides), column_stack, cross, interp (clamped ends), hypot and arctan2
# (broadcast), feeding a typed kernel that evaluates a field on a grid.
import numpy as np

def field(double[:, :] X, double[:, :] Y):
    out = np.empty((X.shape[0], X.shape[1]))
    cdef double[:, :] o = out
    cdef Py_ssize_t i, j
    for i in range(X.shape[0]):
        for j in range(X.shape[1]):
            o[i, j] = X[i, j] * X[i, j] + 2 * Y[i, j]
    return out

X, Y = np.meshgrid(np.linspace(0, 1, 4), np.arange(3.0))
print(X)
print(Y)
F = field(X, Y)
print(F)
print(np.nonzero(F > 3), np.nonzero(np.array([0, 1, 2])))
print(np.repeat([1, 2], 2), np.repeat(np.array([[1.5, 2], [3, 4]]), 2), np.tile([1, 2], 3))
print(np.roll([1, 2, 3], 1), np.roll(np.arange(6).reshape(2, 3), -2))
print(np.searchsorted([1, 3, 5], 4), np.searchsorted([1, 3, 5], [0, 3, 6]), np.searchsorted([1, 3, 3, 5], 3, side='right'))
print(np.column_stack([np.array([1, 2]), np.array([0.5, 1.5])]))
print(np.cross([1, 0, 0], [0, 1, 0]), np.cross(np.array([1.5, 2, 3]), np.array([4, 5, 6.0])))
print(np.interp(1.5, [1, 2], [10, 20]), np.interp([0, 1.25, 3], [1, 2], [10, 20]))
print(np.hypot(3.0, 4.0), np.hypot(np.array([3, 5]), 4), np.arctan2(np.array([1.0, -1.0]), np.array([-1.0, -1.0])))
