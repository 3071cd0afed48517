# NumPy functions on float arrays: reductions by axis, var/cumsum/any/all/
# stack, where/clip, boolean masks, and the boolean-negative TypeError.
import numpy as np
a = np.arange(12, dtype=np.float64).reshape(3, 4) / 3
b = np.linspace(-1, 1, 4)
print(a.mean(axis=0), a.std(axis=1), a.min(), a.max(axis=0), a.prod(axis=1))
print(np.cumsum(b) if hasattr(np, "cumsum") else None)
print(np.where(a > 2, a, -1.0))
print(np.clip(b, -0.5, 0.5), np.abs(b), np.sqrt(np.abs(b)), np.exp(b).round(3))
print(a @ b, np.dot(a, b), a.T.shape, a[:, 1:3].sum(), a[::2, ::-1])
print((a > 1) & (a < 3), np.any(a > 3), np.all(a >= 0), (a > 2).sum())
print(np.concatenate([b, b]), np.stack([b, b]) if hasattr(np, "stack") else None)
print(np.zeros((2, 3), dtype=np.int32) + 1.5, np.ones(3, dtype=np.bool_), np.full((2, 2), 7))
print(a.astype(np.int32), a.ravel()[5:9], a.reshape(4, 3)[1], a.tolist()[0])
c = a.copy()
c[c > 2] = 0
c[0] += 10
print(c, c.dtype, c.shape, c.size, c.ndim, c.itemsize)
print(np.sum(a, axis=1), np.mean(b), np.std(b), np.var(b) if hasattr(np, "var") else None)
print(np.array([1, 2, 3]) * 2.5, np.array([1, 2, 3]) // 2, np.array([1, 2, 3]) / 2, -np.array([True, False]))
