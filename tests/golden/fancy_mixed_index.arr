# Advanced indexing with an array beside an integer (m[[0, 1], 1]), apart
# from another by a slice (m[0, :, [1, 3]]: the broadcast axes first), and
# 2-D index arrays, read and assigned.
import numpy as np
m = np.arange(24).reshape(2, 3, 4)
print(m[[0, 1], 1], m[1, [0, 2]], m[:, [0, 2], 1], m[[1, 0], 2, :], m[0, :, [1, 3]])
print(m[np.array([[0], [1]]), 0, np.array([1, 2])])
b = np.zeros((3, 4), dtype=int)
b[[0, 2], 1] = 5
b[1, [0, 3]] = 7
b[np.array([[1, 2]]), 2] = 9
print(b)
print(np.take(m, [[0, 1]], axis=2).shape, np.take(m, [2, 0], axis=1)[:, :, 0], m[:, :, [[0, 1], [2, 3]]].shape)
