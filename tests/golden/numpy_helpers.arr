# NumPy helpers around kernels: triu/tril, average (weights), cov, split /
# array_split (views), atleast_Nd, swapaxes, argwhere, convolve modes, ptp.
import numpy as np
x = np.arange(12).reshape(3, 4)
m = np.arange(1.0, 10.0).reshape(3, 3)
print(np.triu(m), np.tril(m), np.triu(m, 1), np.tril(m, -1), np.triu(x, -1))
print(np.triu(np.ones((3, 3))), np.eye(2, dtype=np.int64))
print(np.average(np.array([1.0, 2.0, 3.0]), weights=np.array([3.0, 1.0, 0.0])))
print(np.average(x), np.average(x, axis=0), np.average([1, 2, 4], weights=[1, 1, 2]))
print(np.cov(np.array([1.0, 2.0, 4.0]), np.array([2.0, 4.0, 9.0])))
print(np.cov(np.array([1.0, 2.0, 4.0, 7.0])))
print(np.cov(np.array([[0.0, 2.0, 1.5], [1.0, 1.0, 0.5], [3.0, 0.2, 0.1]])))
print(np.split(np.arange(6), 3))
print(np.split(np.arange(10), [3, 5, 20]))
print(np.array_split(np.arange(7), 3))
print(np.split(x, 2, axis=1))
print(np.atleast_2d(np.arange(3)).shape, np.swapaxes(x, 0, 1).shape, np.atleast_3d(x).shape, np.atleast_1d(5.0))
print(np.swapaxes(x, 0, 1))
print(np.argwhere(x > 8))
print(np.argwhere(np.array([0, 3, 0, 1])))
print(np.convolve(np.array([1.0, 2.0, 3.0]), np.array([0.0, 1.0, 0.5])))
print(np.convolve([1, 2, 3], [0, 1, 0.5], 'same'), np.convolve([1, 2, 3, 4, 5], [1, 1], mode='valid'))
print(np.convolve([1, 2, 3], [1, -1]))
print(np.ptp(x), np.ptp(x, axis=1), np.ptp(m, axis=0))
try:
    np.split(np.arange(7), 3)
except ValueError as e:
    print(e)
