# np.indices, np.ix_, np.tensordot, np.modf and np.nanargmax/nanargmin.
import numpy as np
print(np.indices((2, 3)), np.indices((2,), dtype=float))
rows, cols = np.indices((3, 3))
print(rows - cols)
a = np.arange(12).reshape(3, 4)
print(np.ix_([0, 2], [1, 3]), a[np.ix_([0, 2], [1, 3])], a[np.ix_([True, False, True], [0, 3])])
print(np.tensordot(np.ones((2, 3)), np.ones((3, 2)), axes=1), np.tensordot(a, a, axes=([1], [1])))
print(np.tensordot(np.arange(6).reshape(2, 3), np.arange(6).reshape(2, 3)), np.tensordot([1, 2], [3, 4], axes=0))
b = np.arange(24.0).reshape(2, 3, 4)
print(np.tensordot(b, np.arange(12.0).reshape(4, 3), axes=([2, 1], [0, 1])))
print(np.modf(np.array([2.5, -1.5, -1.0, 0.0])), np.modf(3.25), np.modf(-0.75))
f = np.array([0.5, np.nan, 2.0, 2.0, -1.0])
print(np.nanargmax(f), np.nanargmin(f), np.nanargmax(np.array([1, 5, 5])))
try:
    np.nanargmax(np.array([np.nan, np.nan]))
except ValueError as e:
    print("ValueError:", e)
