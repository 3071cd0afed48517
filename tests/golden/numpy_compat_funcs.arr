# np.tri, hsplit/vsplit, dstack, logaddexp(2), copyto, broadcast_arrays and
# fromiter, as NumPy gives them.
import numpy as np

print(np.tri(3))
print(np.tri(2, 4, 1, dtype=int))
print(np.tri(3, k=-1, dtype=np.int8), np.tri(3, M=2).shape)
a = np.arange(16.0).reshape(4, 4)
for part in np.hsplit(a, 2):
    print(part)
print(np.vsplit(a, [1, 3])[1])
print(np.hsplit(np.arange(6), 3))
for bad in (lambda: np.vsplit(np.arange(4), 2), lambda: np.hsplit(np.float64(1.0), 1), lambda: np.hsplit(a, 3)):
    try:
        bad()
    except ValueError as e:
        print("ValueError:", e)
d = np.dstack((np.array([1, 2, 3]), np.array([4, 5, 6])))
print(d, d.shape, np.dstack([np.ones((2, 2)), np.zeros((2, 2))]).shape)
print(np.logaddexp(1.0, 2.0), np.logaddexp(np.array([0.0, 1000.0, -np.inf]), 1000.0))
print(np.logaddexp2(3.0, 3.0), np.logaddexp2([1.0, 2.0], [3.0, -np.inf]))
print(np.logaddexp(np.float32(1), np.float32(2)), type(np.logaddexp(1, 2)))
dst = np.zeros((2, 3))
np.copyto(dst, np.array([1.5, 2.5, 3.5]))
print(dst)
idst = np.zeros(3, dtype=np.int32)
np.copyto(idst, 7)
print(idst, idst.dtype)
x, y = np.broadcast_arrays(np.arange(3), np.arange(2)[:, None])
print(x, y, x.shape, y.strides[1])
try:
    np.broadcast_arrays(np.zeros(3), np.zeros(4))
except ValueError as e:
    print("ValueError:", e)
print(np.fromiter((i * i for i in range(5)), dtype=np.float64))
print(np.fromiter(range(10), int, count=3), np.fromiter(iter([1, 2]), np.int8).dtype)
try:
    np.fromiter(range(2), float, count=5)
except ValueError as e:
    print("ValueError:", e)
