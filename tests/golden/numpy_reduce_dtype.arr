# sum/prod/mean/std/var with dtype=: the elements taken in that type.
import numpy as np
a = np.array([[3, 1, 2], [9, 7, 8]])
print(repr(a.sum(dtype=float)), repr(np.sum(a, axis=0, dtype=np.float32)), repr(a.mean(dtype=np.float32)), repr(np.mean(a, dtype=np.float64)))
print(repr(np.array([100, 100], dtype=np.int8).sum(dtype=np.int8)), repr(np.prod(a, axis=1, dtype=np.int16)), repr(a.std(dtype=np.float32)))
print(repr(np.arange(5, dtype=np.uint8).sum(dtype=np.int32)), repr(a.var(axis=1, dtype=float)), repr(a.sum(dtype=None)))
x = np.linspace(0, 1, 7, dtype=np.float32)
print(repr(x.sum(dtype=np.float64)), repr(x.mean()), repr(np.mean(x, dtype=np.float64)))
