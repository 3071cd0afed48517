# ndarray methods that are NumPy functions of the array, the in-place
# sort, item(), tobytes() and diagonal() (a read-only view).
import numpy as np
a = np.array([[3.0, 1.0, 2.0], [9.0, 7.0, 8.0]])
print(a.argsort(), a.argsort(axis=0), a.argsort(axis=None))
print(a.clip(2, 8), a.clip(min=2.5), a.nonzero(), (a > 5).nonzero())
print(a.repeat(2), a.repeat(2, axis=0), a[0].searchsorted(2.5), np.sort(a[0]).searchsorted([0.5, 3.5]))
print(a[None].squeeze().shape, a.take([0, 4]), a.take([1], axis=1), a.trace(), a.trace(offset=1))
b = a.copy()
b.sort()
print(b)
c = a.copy()
c.sort(axis=0)
print(c)
r = a[:, ::-1].copy()
r[1].sort()
print(r)
print(a.item(1), a.item(1, 2), a.item((0, 0)), a[:1, :1].item(), type(a.item(0)).__name__, np.arange(3).item(-1))
print(np.array([1, 2, 3], dtype=np.uint8).tobytes(), np.array([1], dtype=np.int32).tobytes(), np.array([1.5]).tobytes())
d = np.arange(12).reshape(3, 4)
print(d.diagonal(), d.diagonal(1), d.diagonal(-1), np.diagonal(d, 2), d.T.diagonal(), d.diagonal().flags.writeable)
try:
    a.item()
except ValueError as e:
    print("ValueError:", e)
try:
    a.item(6)
except IndexError as e:
    print("IndexError:", e)
ro = np.arange(3)
ro.setflags(write=False)
try:
    ro.sort()
except ValueError as e:
    print("ValueError:", e)
