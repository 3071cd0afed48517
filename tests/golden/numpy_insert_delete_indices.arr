# np.insert, np.delete, trim_zeros, take/put_along_axis, the triangle
# and diagonal index makers, kron, inner, ediff1d, geomspace,
# array_equiv, gcd/lcm and nanmedian.
import numpy as np
a = np.array([[3, 1, 2], [9, 7, 8]])
print(np.insert(np.array([1, 2, 3]), 1, 9), np.insert(np.array([1, 2, 3]), 3, [7, 8]), np.insert(a, 1, 0))
print(np.insert(a, 1, 0, axis=1), np.insert(a, 0, [5, 6, 7], axis=0), np.insert(a, 2, [4, 5], axis=1))
print(np.insert(np.arange(5), [1, 3, 3], [10, 20, 30]), np.insert(np.arange(4.0), -1, 2.5))
print(np.delete(np.array([1, 2, 3, 4]), [0, 2]), np.delete(a, 1, axis=1), np.delete(a, 0, axis=0), np.delete(np.arange(10), slice(None, None, 3)))
print(np.delete(a, [0, -1], axis=1), np.delete(a, 1))
print(np.trim_zeros(np.array([0, 0, 1, 2, 0])), np.trim_zeros(np.array([0, 1, 0]), 'f'), np.trim_zeros(np.array([0.0, 3.0, 0.0]), trim='b'))
print(np.diag_indices(2), np.triu_indices(3), np.tril_indices(3, -1), np.triu_indices(2, 1, 3))
m = np.arange(9).reshape(3, 3)
print(m[np.triu_indices(3)], m[np.diag_indices(3)], m[np.tril_indices(3)])
print(np.take_along_axis(a, np.argsort(a, axis=1), axis=1), np.take_along_axis(a, np.array([[1], [0]]), axis=1))
print(np.take_along_axis(a, np.argmax(a, axis=0)[None, :], axis=0))
c = a.copy(); np.put_along_axis(c, np.array([[0], [2]]), 0, axis=1); print(c)
print(np.kron(np.eye(2), np.array([[1, 2], [3, 4]])), np.kron([1, 10], [1, 2, 3]), np.kron(np.array([[1, 2]]), np.array([[1], [1]])))
print(np.inner([1, 2], [3, 4]), np.inner(a, a), np.inner(np.array([1.5, 2.0]), np.array([[1.0, 2.0], [3.0, 4.0]])), np.inner(2, [1, 2]))
print(np.ediff1d(np.array([1, 4, 9, 16])), np.ediff1d(np.array([[1, 2], [4, 8]]), to_begin=-1, to_end=[0, 0]))
print(np.geomspace(1, 1000, 4), np.geomspace(1, 256, 9), np.geomspace(-1, -100, 3), np.geomspace(2, 32, 4, endpoint=False))
print(np.array_equiv([1, 2], [[1, 2], [1, 2]]), np.array_equiv([1, 2], [1, 3]), np.array_equiv([1, 2], [[1, 2, 3]]))
print(np.gcd(12, 18), np.gcd(np.array([12, 0, -8]), 20), np.lcm(np.array([4, 6]), 10), np.lcm(0, 5), np.gcd.__name__ if False else 0)
print(np.nanmedian(np.array([1.0, np.nan, 3.0, 2.0])), np.nanmedian(np.array([np.nan, 4.0])))
