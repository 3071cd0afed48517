# numpy.lib.stride_tricks: as_strided lays a new shape and byte strides
# over an array's buffer (sharing it), sliding_window_view makes every
# window one read-only view; np.correlate slides one array under another.
import numpy as np
from numpy.lib.stride_tricks import as_strided, sliding_window_view
from numpy.lib import stride_tricks

a = np.arange(10, dtype=np.int64)
w = as_strided(a, shape=(4, 3), strides=(16, 8))
print(w, w.strides, w.flags.writeable, w.base is a or np.shares_memory(w, a))
w[0, 0] = 100
print(a[:3])
z = as_strided(a, shape=(3, 4), strides=(0, 8))
print(z)
r = as_strided(a[9:], shape=(5,), strides=(-16,))
print(r)
ro = np.lib.stride_tricks.as_strided(a, (2, 2), (8, 8), writeable=False)
print(ro, ro.flags.writeable)
try:
    ro[0, 0] = 1
except ValueError as e:
    print("ValueError:", e)
m = np.arange(12.0).reshape(3, 4)
print(as_strided(m, shape=(3,), strides=(m.strides[0] + m.strides[1],)))
print(stride_tricks.as_strided(m).shape, as_strided(m.T, shape=(2, 2)).tolist())

v = sliding_window_view(np.arange(6), 3)
print(v, v.shape, v.strides, v.flags.writeable)
print(sliding_window_view(np.arange(6), (3,)).sum(axis=-1))
g = np.arange(12).reshape(3, 4)
print(sliding_window_view(g, (2, 2)).shape, sliding_window_view(g, (2, 2))[1, 2])
print(sliding_window_view(g, 3, axis=1))
print(sliding_window_view(g, (2, 2), axis=(0, -1)).shape, sliding_window_view(g, (2, 2), axis=(1, 1)).shape)
print(sliding_window_view(np.arange(5.0), 2, writeable=True).flags.writeable, sliding_window_view(np.arange(3), 0).shape)
for bad in [lambda: sliding_window_view(g, 2), lambda: sliding_window_view(g, (2, 2), axis=0),
            lambda: sliding_window_view(g, 5, axis=1), lambda: sliding_window_view(g, -1, axis=1),
            lambda: sliding_window_view(g, 2, axis=2), lambda: as_strided(a, shape=(2, 2), strides=(8,))]:
    try:
        bad()
    except Exception as e:
        print(type(e).__name__, e)

x = np.array([1.0, 2.0, 4.0, 7.0])
for mode in ("valid", "same", "full"):
    print(np.correlate(x, [1, 2], mode), np.correlate([1, 2], [1, 2, 3], mode), np.correlate([1, 2, 3, 4], [0, 1, 0.5], mode))
print(np.correlate(x, [0.5]), np.correlate([True, False], [True]), np.correlate(np.array([1, 2], dtype=np.int8), np.array([100], dtype=np.int8)))
for bad in [lambda: np.correlate([1, 2], [1], 'x'), lambda: np.correlate([], [1]), lambda: np.correlate([1], [])]:
    try:
        bad()
    except ValueError as e:
        print("ValueError", e)
