# NumPy in drivers: statistics, masks and ~mask, masked assignment, casts,
# NaN-aware reductions, flags and strides, stacking, NumPy scalars, and
# an integer list index among slices (x[:, [1, 3]]).
import numpy as np
a = np.array([3, 1, 4, 1, 5, 9, 2, 6])
print(a.mean(), a.std(), np.median(a), a.var(), a.sum() / len(a), a // 2, a / 2, a % 3, -a, a ** 2)
m = a.reshape(2, 4)
print(m.mean(axis=1), m.max(axis=0), m.argmax(axis=1), m.T @ m, m.cumsum(), m.prod(axis=1))
mask = a > 3
print(mask, a[mask], a[~mask], mask.sum(), mask.any(), np.where(mask, a, -1))
a[a < 3] = 0
print(a, a.astype(np.float32), a.astype(bool), np.sort(a)[::-1], np.argsort(-a, kind="stable"))
b = np.linspace(0, 1, 5)
print(b, b * 1e-5, b * 1e6, np.exp(b), np.sqrt(b).round(3), b.dtype, b.shape, b.itemsize)
print(np.array([1.5, np.nan, np.inf]), np.isnan(np.array([1.0, np.nan])), np.nanmax(np.array([1.0, np.nan, 3.0])))
c = np.zeros((2, 3), dtype=np.int32)
c[0, :] = [1, 2, 3]
c[:, 1] += 10
print(c, c.dtype, c.flags['C_CONTIGUOUS'], c.T.flags['F_CONTIGUOUS'], c.strides, c.T.strides)
print(np.concatenate([c, c], axis=1), np.vstack([c[0], c[1]]), np.hstack([c[0], c[1]]))
print(np.float64(3.0), np.int64(7) // 2, type(a[0]).__name__, a[0].item(), float(np.float32(0.1)))
print(np.full((2, 2), 7.5), np.ones(3, dtype=int), np.arange(0, 1, 0.25), np.empty(0))
print(np.dot([1, 2, 3], [4, 5, 6]), np.array([[1, 2], [3, 4]]) @ np.array([1, 1]), np.abs(np.array([-1.5, 2])))
x = np.arange(20).reshape(4, 5)
print(x[1:3, ::2], x[::-1, -1], x[[0, 2]], x[:, [1, 3]], x[x % 7 == 0])
x = np.arange(24).reshape(2, 3, 4)
print(x[:, [0, 2], 1:])
print(x[[1, 0], :, ::2])
print(x[:, :, [3, 0, 3]].shape, x[:, :, np.array([1, -1])])
print(x[:, [2]].shape)
