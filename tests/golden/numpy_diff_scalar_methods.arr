# np.diff along the last axis, repeated; integers wrap at their width;
# bools differ by !=; and NumPy scalars' round/item/tolist.
import numpy as np
print(np.diff([1, 4, 9, 16, 25]), np.diff([1, 4, 9, 16, 25], n=2), np.diff(np.arange(12.0).reshape(3, 4) ** 2))
print(np.diff(np.array([True, False, False, True])), np.diff(np.array([100, -100], dtype=np.int8)), np.diff([5], n=1), np.diff([1, 2, 3], n=0))
print(np.diff(np.array([[1, 3], [6, 10]]), axis=-1), np.diff([1.5, 0.25, 4.0], n=3))
s = np.float64(2.718281828)
print(s.round(3), s.item(), s.tolist(), np.int64(7).item(), np.array([1.23456]).sum().round(2))
