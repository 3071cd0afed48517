# float32 arrays keep their mean, var and std in float32 with float32 sums, and sums along an axis other than the innermost add row after row, as NumPy's reductions do; a NumPy scalar's dtype.
import numpy as np
a = (np.arange(1000, dtype=np.float32) * np.float32(0.1)).reshape(10, 100)
print(a.mean(), a.var(), a.std(), a.sum(), type(a.mean()).__name__, a.mean().dtype)
print(a.mean(axis=0)[:4], a.mean(axis=1)[:3], a.var(axis=1)[:3], a.std(axis=0, ddof=1)[:3], a.mean(axis=1).dtype)
b = np.array([0.1, 0.2, 0.7], dtype=np.float32)
print(b.mean(), b.var(), b.std(), np.mean(b), np.var(b), np.std(b), repr(b.mean()))
print(np.float32(1) / 3, b.sum(), b.max() - b.min())
c = np.random.default_rng(3).standard_normal(5000).astype(np.float32)
print(c.mean(), c.var(), c.std(), c.sum())
rng = np.random.default_rng(11)
a = rng.standard_normal((37, 13))
for ax in (0, 1):
    print(ax, a.sum(axis=ax)[:3].tolist(), a.mean(axis=ax)[:3].tolist(), a.var(axis=ax)[:3].tolist(), a.std(axis=ax, ddof=1)[:3].tolist())
t = a.T
print(t.sum(axis=0)[:3].tolist(), t.sum(axis=1)[:3].tolist(), t.mean(axis=1)[:2].tolist())
b = rng.standard_normal((4, 5, 6)).astype(np.float32)
for ax in (0, 1, 2):
    print(ax, b.sum(axis=ax).ravel()[:3].tolist(), b.mean(axis=ax).ravel()[:3].tolist(), b.std(axis=ax).ravel()[:2].tolist())
c = rng.standard_normal(3000)
print(c.sum(), c.mean(), c.var(), c.astype(np.float32).sum(), c.astype(np.float32).mean())
print(np.sum(b), np.mean(b), np.var(b), b.sum(axis=None), np.float32(b.var()))
