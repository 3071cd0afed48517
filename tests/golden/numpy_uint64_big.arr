# uint64 values past 2**63 - 1 as NumPy scalars and array elements, and
# NumPy's OverflowError for an int no 64-bit type holds.
import numpy as np
print(np.uint64(2**64 - 1), np.uint64(2**63) + np.uint64(1), np.float64(2**100))
a = np.array([2**63, 2**64 - 1, 5], dtype=np.uint64)
print(a, a[0], repr(a[1]), int(a[1]), a[1] > 0)
for big in (2**63, 2**64):
    for t in (np.int64, np.uint64):
        try:
            print(t(big))
        except OverflowError as e:
            print(t.__name__, e)
