# NumPy functions composed from others as NumPy writes them: fliplr/flipud,
# append, full_like, shape/ndim/size, isscalar, flatnonzero, polyval, take,
# nan_to_num, broadcast_to.
import numpy as np
a = np.arange(6).reshape(2, 3)
print(np.fliplr(a), np.flipud(a), np.append(a, [7, 8]), np.append(a, [[9, 9, 9]], axis=0), np.append([1.5], 2))
print(np.full_like(a, 7), np.full_like(np.ones(2), 0.5), np.full_like(a, 2.9, dtype=np.float64), np.shape(a), np.shape([1, 2]), np.ndim(a), np.size(a), np.size(a, 1))
print(np.isscalar(3.0), np.isscalar([1]), np.isscalar("s"), np.flatnonzero(np.array([0, 3, 0, 5])), np.polyval([1, 2, 3], 2), np.polyval([1.0, 0, -1], np.array([0.5, 2.0])))
print(np.take(np.array([10, 20, 30, 40]), [3, 0]), np.take(a, [0, 2], axis=1), np.take(a, 4), np.nan_to_num(np.array([np.nan, np.inf, -np.inf, 1.0])), np.nan_to_num(np.nan))
b = np.broadcast_to(np.arange(3), (2, 3))
print(b, b.shape, b.flags.writeable)
