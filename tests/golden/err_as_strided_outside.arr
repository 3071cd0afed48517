# arr-only
# NumPy's as_strided reads whatever memory a view's shape and strides
# name; arr refuses a view that would reach past the array's buffer.
import numpy as np
from numpy.lib.stride_tricks import as_strided
a = np.arange(6, dtype=np.int64)
print(as_strided(a, shape=(3, 2), strides=(16, 8)).tolist())
try:
    as_strided(a, shape=(3,), strides=(4,))
except ValueError as e:
    print("ValueError:", e)
as_strided(a, shape=(4, 3), strides=(16, 8))
print("not reached")
