# Advanced indexing in every combination NumPy allows — arrays, lists and
# masks among slices, ints, ... and None — read and assigned, and ufunc.at.
import numpy as np
a = np.arange(20).reshape(4, 5)
a[[0, 2], 1:3] = -1
print(a)
a[:, [0, 4]] = a[:, [4, 0]]
print(a)
a[1:3, [1, 3]] += 100
print(a)
a[np.array([1, 3]), np.array([0, 4])] = 7
print(a, a[[1, 3], [0, 4]])
idx = np.array([[0, 1], [2, 3]])
print(a[idx].shape, a[idx, 0])
b = np.zeros(5)
np.add.at(b, [0, 0, 2], 1)
print(b)
b[[1, 1, 1]] += 1
print(b)
c = np.arange(10.0)
c[2:8:2] = [9, 8, 7]
c[::-3] = 0
print(c)
c[c.argmax()] = -5
print(c, np.flatnonzero(c), c.nonzero())
d = np.arange(8).reshape(2, 2, 2)
d[..., 0] = 5
d[0, ...] *= 2
print(d, d[:, np.newaxis, :, 1].shape)
e = np.arange(6)
e[e > 2] = e[e > 2][::-1]
print(e)
m = np.ones((3, 3), dtype=int)
m[np.triu_indices(3, 1)] = 0
m[np.arange(3), np.arange(3)] = [4, 5, 6]
print(m)
x = np.arange(5)
x[x > 10] = 3
y = x.copy()
y[1:4] = np.flip(y[1:4])
print(x, y, np.where(x > 2, x, -x), np.put(y, [0], [9]) if False else 0)
z = np.zeros((2, 3))
z[0] = [1, 2, 3]
z[1, :] = np.array([4, 5, 6]) * 2
z[:, 1] = z[:, 1] / 2
print(z, z.T @ z)
f = np.arange(12).reshape(3, 4)
print(f[:, np.array([True, False, True, False])], f[np.array([False, True, True]), 1:])
print(f[1:, [0, 0, 3]], f[[2], ...], f[..., [1]].shape, f[None, [1, 2]].shape, f[[0, 1], None, 2])
f[:, np.array([True, False, True, False])] = [[-1, -2]]
f[[0, 2], ::2] *= 3
print(f)
np.maximum.at(f, (np.array([0, 0]), np.array([1, 1])), [50, 40])
np.subtract.at(f[0], [1, 1], 1)
print(f)

def attempt(fn):
    try:
        print(fn())
    except (IndexError, ValueError) as e:
        print(type(e).__name__, e)

attempt(lambda: f[[0, 3], 1:])
attempt(lambda: f[np.array([0.5]), 0])
attempt(lambda: f[[0, 1], [0, 1, 2]])
attempt(lambda: f[:, np.array([True, False])])
attempt(lambda: f[[0], [0], [0]])
