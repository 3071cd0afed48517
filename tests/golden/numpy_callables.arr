# np.ndindex, np.ndenumerate, np.apply_along_axis, np.vectorize,
# np.fromfunction and np.select.
import numpy as np
a = np.array([[3, 1, 2], [9, 7, 8]])
print(list(np.ndindex(2, 2)), list(np.ndindex((1, 3))))
for idx in np.ndindex(a.shape):
    a[idx] += 1
print(a)
print([(i, v) for i, v in np.ndenumerate(np.array([[1, 2], [3, 4]]))])
for (i, j), v in np.ndenumerate(np.array([[1.5, 2.5]])):
    print(i, j, v)
print(np.apply_along_axis(np.sum, 1, a), np.apply_along_axis(lambda r: r * 2, 0, a))
print(np.apply_along_axis(lambda r: r.max() - r.min(), 0, a), np.apply_along_axis(np.sort, 1, a))
print(np.apply_along_axis(lambda r, k: r[:k], 1, a, 2))
b = np.arange(24).reshape(2, 3, 4)
print(np.apply_along_axis(lambda r: [r.sum(), r.min()], 1, b))
v = np.vectorize(lambda x, y: x * 10 + y)
print(repr(v(2, 3)), repr(v([1.5, 2], 3)), v(np.array([[1], [2]]), [1, 2, 3]))
print(repr(np.vectorize(lambda x: x > 1)(np.arange(3))), repr(np.vectorize(lambda x: 1 if x else 0.5)(np.array([1, 0]))))
def clamp(x, lo, hi):
    if x < lo:
        return lo
    if x > hi:
        return hi
    return x
vc = np.vectorize(clamp)
print(vc(np.linspace(-2, 2, 5), -1, 1), vc(np.arange(5), 1, 3))
print(np.fromfunction(lambda i, j: i * 3 + j, (2, 3)), np.fromfunction(lambda i, j: i == j, (2, 2), dtype=int))
print(np.select([a < 3, a > 7], [a, -a], default=0), np.select([a > 5], [a * 1.5]))
x = np.arange(6)
print(np.select([x < 2, x > 3], [x, x ** 2], 42))
