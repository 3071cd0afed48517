# np.dot and @ of float64 vectors add as OpenBLAS's ddot does (NumPy calls
# it): contiguous, strided, reversed (copied by np.dot, summed plainly by
# @), and split between two threads past 10000 elements.
import numpy as np
rng = np.random.default_rng(7)
for n in [1, 3, 15, 16, 17, 31, 33, 100, 1000, 10000, 10001, 25037]:
    x = rng.standard_normal(n)
    y = rng.standard_normal(2 * n)
    r = x[::-1]
    print(n, repr(np.dot(x, y[:n])), repr(x @ y[:n]), repr(np.dot(x, y[::2])), repr(np.dot(r, y[:n])), repr(r @ y[:n]), repr(x.dot(y[1::2])))
a = np.arange(7)
print(repr(np.dot(a, a)), repr(a @ a), repr(np.dot(a, a * 0.5)), repr(np.dot(np.ones(3, dtype=np.int32), np.ones(3, dtype=np.int32))))
