# np.cumprod and ndarray.cumprod, flattened and along an axis, in int64
# for integers and bools as NumPy computes them.
import numpy as np
a = np.arange(1, 7).reshape(2, 3)
print(np.cumprod(a), np.cumprod(a, axis=0), a.cumprod(axis=1), np.cumprod(np.array([1.5, 2.0, -1.0])), np.cumprod(np.array([True, True])))
