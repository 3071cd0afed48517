import numpy as np
a = np.arange(24).reshape(2, 3, 4)
rows = np.array([0, 1, 1])
cols = np.array([2, 0, 3])
print(a[0][rows, [1, 2, 0]])
print(a[rows, [0, 2, 1]])
print(a[:, [0, 2], [1, 3]])
print(a[1, [0, 2], [1, 3]])
print(a[[[0], [1]], [0, 2]])
m = np.zeros((4, 4), dtype=np.int64)
i = np.arange(4)
m[i, i] = 5
m[i[:3], i[1:]] = np.array([7, 8, 9])
m[[3, 0], [0, 3]] += 1
print(m)
e = np.eye(3)
e[[0, 2], [2, 0]] = -1.5
print(e)
b = np.arange(16.0).reshape(4, 4)
print(b[[0, 3], :][:, [1, 2]])
print(b[np.array([1, 2]), np.array([3, 0])].sum())
try:
    print(b[[0, 1, 2], [0, 1]])
except IndexError as ex:
    print("IndexError:", ex)
try:
    print(b[[0, 4], [0, 1]])
except IndexError as ex:
    print("IndexError:", ex)
