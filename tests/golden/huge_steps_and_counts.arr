# Slice steps at the 64-bit limits (CPython clamps them to ±PY_SSIZE_T_MAX)
# and enumerate counting past 2**63 - 1: each was an overflow panic.
import numpy as np
a = np.arange(10)
print(a[::-(2 ** 63)], a[3:1:-(2 ** 63 - 1)], a[::2 ** 63 - 1])
cdef double[:] v = np.arange(5.0)
print(v[1:0:-9223372036854775807 - 1].shape[0], v[::9223372036854775807].shape[0])
print(list(range(10))[::-2 ** 63], "abcdef"[-2 ** 63:], (1, 2, 3)[::-2 ** 63])
print(list(enumerate("ab", 2 ** 63 - 1)), list(enumerate("xyz", -2)))
print(round(9223372036854775807, -1), int("z", 36))
