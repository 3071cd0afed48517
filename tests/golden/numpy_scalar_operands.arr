# NumPy scalars (np.float32(1.5), a.sum()) as array operands keep their dtype.
import numpy as np
a = np.ones(3, dtype=np.float32)
r = np.float32(1.5) + a
print(r, r.dtype)
r = a * np.float64(2.0)
print(r, r.dtype)
i = np.arange(4, dtype=np.int32)
r = np.int64(3) + i
print(r, r.dtype)
r = i - np.int32(1)
print(r, r.dtype)
print(np.float64(2.0) < np.arange(4.0))
x = np.arange(6.0).reshape(2, 3)
s = x.sum()
print(x / s, (x - x.mean()).dtype)
