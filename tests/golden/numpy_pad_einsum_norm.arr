# np.pad's modes, np.einsum, np.linalg.norm with ord/axis, np.diff along an
# axis, np.quantile, ufunc reduce/accumulate/outer, np.rot90 and np.take.
import numpy as np
m = np.arange(12).reshape(3, 4)
for k in range(-1, 5):
    print(k, np.rot90(m, k).tolist())
print(np.rot90(np.arange(24).reshape(2, 3, 4), 1, axes=(1, 2)).shape, np.rot90(m, axes=(1, 0)).tolist())
v = np.arange(5)
for mode in ['constant', 'edge', 'wrap', 'reflect', 'symmetric']:
    print(mode, np.pad(v, (2, 7), mode=mode), np.pad(m, ((1, 0), (2, 1)), mode=mode).tolist())
print(np.pad(m, 1, constant_values=(7, 9)), np.pad(np.ones(3, dtype=np.int32), 1, constant_values=2.7))
print(np.pad(np.ones((2, 2)), ((1, 1), (2, 2)), constant_values=((1, 2), (3, 4))))
A = np.arange(6.0).reshape(2, 3); B = np.arange(12.0).reshape(3, 4)
print(np.einsum('ij,jk->ik', A, B), np.einsum('ij,jk', A, B), np.einsum('ii', np.eye(3) * 2), np.einsum('ii->i', B[:, :3]))
print(np.einsum('ij->ji', A), np.einsum('i,j->ij', [1, 2], [3, 4, 5]), np.einsum('ijk->k', np.arange(24).reshape(2, 3, 4)))
print(np.einsum('bi,bi->b', A, A), np.einsum('ij,j->i', B, np.ones(4)), np.einsum('i->', np.arange(10)))
print(np.linalg.norm([3, 4]), np.linalg.norm(A), np.linalg.norm(A, axis=0), np.linalg.norm(A, axis=1, keepdims=True))
print(np.linalg.norm([1, -2, 3], 1), np.linalg.norm([1, -2, 3], np.inf), np.linalg.norm([1, -2, 3], -np.inf), np.linalg.norm([1, 0, 3], 0), np.linalg.norm([1, 2, 3], 3))
print(np.linalg.norm(np.array([1+1j, 2-1j])), np.linalg.norm(np.arange(100) * 0.1), np.linalg.norm(A, ord=2, axis=1))
print(np.diff(m, axis=0), np.diff(m, n=2, axis=1), np.diff(np.arange(24).reshape(2, 3, 4) ** 2, axis=1))
print(np.quantile([1, 5, 2, 8], [0, 0.25, 0.5, 1]), np.quantile(np.arange(10.0), 0.33))
print(np.add.reduce(m), np.add.reduce(m, axis=1), np.add.reduce(m, axis=None), np.multiply.reduce([2, 3, 4]))
print(np.maximum.reduce(m, axis=1), np.minimum.accumulate([5, 3, 4, 1, 2]), np.add.accumulate(m, axis=1))
print(np.subtract.outer([1, 2, 3], [1, 2]), np.multiply.outer([1, 2], [[1, 2], [3, 4]]).shape, np.add.outer(np.arange(2), np.arange(3)))
print(np.take(m, [0, 2], axis=1), np.take(m, 1, axis=0), np.take(m, -1), np.take(m, [[0, 1], [1, 0]], axis=0).shape)
