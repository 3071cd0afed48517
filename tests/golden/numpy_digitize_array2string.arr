# np.digitize (increasing and decreasing bins, right=) and np.array2string
# with its own precision, separator, prefix, threshold and suppress_small.
import numpy as np
x = np.array([0.2, 6.4, 3.0, 1.0, -1.0, 2.5])
print(np.digitize(x, [0, 1, 2.5, 4]), np.digitize(x, [0, 1, 2.5, 4], right=True))
print(np.digitize(x, [4, 2.5, 1, 0]), np.digitize(x, [4, 2.5, 1, 0], right=True), np.digitize(2.5, [1, 2, 3]))
try:
    np.digitize(x, [1, 3, 2])
except ValueError as e:
    print("ValueError:", e)
a = np.array([[1.23456, 2.5], [3, 4]])
print(np.array2string(a, separator=", "))
print(np.array2string(a, precision=1, prefix="xx("))
print(np.array2string(np.arange(2000), threshold=5, edgeitems=2))
print(np.array2string(np.array([1e-9, 1]), suppress_small=True), np.array2string(np.array([1e-9, 1])))
print(np.array2string(np.arange(30.0), max_line_width=40))
print(np.array2string(np.array([], dtype=float)), np.array2string(np.array([True, False])))
