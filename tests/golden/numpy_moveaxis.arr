# np.moveaxis: single axes, sequences, negative axes, and NumPy's errors.
import numpy as np
x = np.arange(120).reshape(2, 3, 4, 5)
print(np.moveaxis(x, 0, -1).shape, np.moveaxis(x, -1, 0).shape)
print(np.moveaxis(x, [0, 1], [-1, -2]).shape, np.moveaxis(x, (3, 0), (0, 3)).shape)
print(np.moveaxis(x, [0, 2], [3, 0]).shape)
y = np.moveaxis(x, 1, 3)
print(y.strides, y[1, 2, 3, 0], x[1, 0, 2, 3])
for args in [(0, 4), ([0, 1], [0]), ([0, 0], [1, 2])]:
    try:
        np.moveaxis(x, *args)
    except Exception as e:
        print(type(e).__name__, e)
