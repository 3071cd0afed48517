# Reductions that reduce to nothing give NumPy scalars; np.any/np.all take an
# axis; np.median takes an axis and averages the middle two as NumPy does.
import numpy as np
a = np.arange(3.0)
print(repr(a.sum(0)), repr(a.sum(axis=0)), repr(a.sum(-1)), repr(np.sum(a, axis=0)), repr(a.max(axis=0)), repr(a.mean(axis=-1)))
print(repr(a.sum(axis=0, keepdims=True)), repr(np.arange(6).reshape(2, 3).sum(axis=(0, 1))), repr(a.argmax(axis=0)), repr(np.std(a, axis=0)))
print(repr(np.prod(np.arange(1, 5), axis=0)), repr(np.min(a, axis=0)), repr(np.cumsum(a, axis=0)), repr(np.any(a > 1, axis=0)), repr(np.all(a > 1, axis=0)))
print(repr(np.median(a, axis=0)), repr(np.var(a.astype(np.float32), axis=0)), repr(np.arange(4).reshape(2, 2).sum(axis=(1, 0))))
rng = np.random.default_rng(11)
M = rng.standard_normal((4, 6)) * 37.0
print(repr(np.median(M)), np.median(M, axis=0), np.median(M, axis=1), np.median(M, axis=-1))
print(repr(np.median(M.astype(np.float32))), np.median(M.astype(np.float32), axis=0).dtype, repr(np.median([1, 2, 3, 4])))
print(np.any(M > 50, axis=1), np.all(M > -60, axis=0), np.any(M > 50, axis=1, keepdims=True).shape, repr(np.any(M > 500)))
print((M > 0).any(axis=0), (M > 0).all(axis=1), (M > 0).all())
