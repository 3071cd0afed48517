# Whole-array ufuncs, comparisons, reductions, np.where, astype, fill and
# arange on arrays walked as one run (contiguous, 1-D strided, reversed,
# broadcast) and on views that are not (a transpose), with NaN, -0.0,
# ties and values that wrap on conversion: both paths give NumPy's result.
import numpy as np

nan = float("nan")
a = np.array([3.0, -0.0, 0.0, nan, 7.5, 7.5, -2.25, nan, 1e30, -1e-300])
i = np.array([5, -3, 9, 9, -3, 0, 2**40, -2**40], dtype=np.int64)
m = np.array([[1.5, -2.0, 4.0], [4.0, nan, -2.0]])

def show(name, x):
    print(name, repr(x))

for name, x in [("a", a), ("a[::-2]", a[::-2]), ("a[1:3]", a[1:3]), ("m.T", m.T),
                ("i", i), ("i[::3]", i[::3])]:
    print("--", name)
    show("max", x.max())
    show("min", x.min())
    show("argmax", x.argmax())
    show("argmin", x.argmin())
    show("std", x.std())
    show("var1", x.var(ddof=1))
    show("sqrt", np.sqrt(np.abs(x)))
    show("floor", np.floor(x))
    show("gt", x > 2)
    show("le", x <= x[::-1].copy().reshape(x.shape) if x.ndim == 1 else x <= 1.5)
    show("ne", x != x)
    show("eq0", x == 0)
    show("where", np.where(x > 0, x, -1.0))
    show("u8", x.astype(np.uint8) if x.dtype == np.int64 else np.clip(np.nan_to_num(x, nan=0.5), -1e9, 1e9).astype(np.int32))
    show("f32", x.astype(np.float32))
    show("bool", x.astype(bool))

j = i.copy()
print(repr(np.where(j > 0, j, 0)), repr(np.where(j > 0, j, 0.5)))
print(repr(np.maximum(a, 1.0)), repr(np.minimum(i, 4)))
f = np.zeros(6, dtype=np.int8)
f.fill(100)
print(repr(f))
f[::2].fill(-128)
print(repr(f))
g = np.full((2, 3), -1.5, dtype=np.float32)
print(repr(g), repr(np.full(4, 2**31 - 1, dtype=np.int32)), repr(np.ones(3, dtype=bool)))
print(repr(np.arange(5, dtype=np.uint8)), repr(np.arange(200, 255, 13, dtype=np.uint8)))
print(repr(np.arange(0.0, 1.0, 0.25)), repr(np.arange(-3, 3, 2, dtype=np.float32)))
print(repr(np.sqrt(np.arange(5))), repr(np.exp(np.arange(3))))
print(repr(np.dot(np.arange(5.0), np.arange(5.0)[::-1])), repr(np.dot(a[4:7], a[4:7])))
try:
    np.zeros(0).max()
except ValueError as e:
    print("ValueError:", e)
print(repr(np.zeros(0).std()) if False else "skip")
print(repr(np.array(range(0))), repr(np.array(range(5, 0, -2))), repr(np.array([range(2), range(2)])))
print(repr(np.array(range(3), dtype=float)), repr(np.asarray(range(3))), repr(np.sum(range(4))))
# NumPy's power of a float array by a scalar 2, 0.5 or -1 is a square,
# square root or reciprocal, which pow() misses by a bit now and then.
rng = np.random.default_rng(1)
r = rng.random(200000) * 10
print(repr((r ** 2).sum()), repr((r.reshape(400, 500).T ** 2).sum()), repr(np.power(r, 2.0).sum()))
print(repr((r ** 0.5).sum()), repr((r ** -1).sum()), repr((r ** -1.0)[:2]), repr((r[:5].astype(np.float32) ** 2)))
print(repr(np.arange(6) ** 2), repr(np.arange(6) ** 0.5), repr((r % 0.3).sum()), repr((np.arange(10) / 3)[-1]))
# Advanced indexing of a 1-D array by one mask or index array.
x = np.arange(10.0) * 1.5
print(repr(x[x > 4]), repr(x[[1, -1, 3]]), repr(x[np.array([[0, 1], [2, 3]])]), repr(x[::-2][[0, 1]]))
print(repr(x[x > 100]), repr(x[[]]), repr(x[::3][np.array([True, False, True, False])]))
print(repr(np.arange(6)[np.array([5, 4], dtype=np.uint8)]))
for bad in ([10], [-11], np.array([True, False]), np.array([1.5])):
    try:
        print(x[bad])
    except IndexError as e:
        print("IndexError:", e)
