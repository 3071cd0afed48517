# NumPy integer scalars wrap at their width where Python ints would grow
# (NumPy also warns on stderr; stdout is what is compared).
import numpy as np
a = np.int64(2 ** 63 - 1)
print(a + np.int64(1), a * 2, np.int64(-2 ** 63) - 1, np.int64(-2 ** 63) // -1)
print(np.array([2 ** 62]).sum() * 4, np.int32(2 ** 31 - 1) + np.int32(1), np.int8(127) + np.int8(1), np.uint8(250) + np.uint8(10))
s = np.array([3, 4], dtype=np.int64).sum()
print(s * 10, type(s * 10).__name__, s + 0.5, s ** 2, -s, s // 2, s % 5)
