# What a NumPy scalar answers besides arithmetic: its array-like
# attributes, the Python float methods np.float64 inherits, hasattr,
# hashing and membership, divmod.
import numpy as np
cimport numpy as cnp

np.seterr(all='ignore')  # NumPy would warn on stderr; arr never does
a = np.arange(6, dtype=np.int32)
x = a[2]
print(repr(x), x.dtype, x.itemsize, x.shape, x.ndim, x.item(), type(x.item()).__name__, x.tolist())
f = np.float64(3.7)
print(f.is_integer(), f.as_integer_ratio(), f.hex() if hasattr(f, 'hex') else '', f.real, f.imag, f.conjugate(), np.float64(4.0).is_integer())
print(int(np.float32(3.9)), float(np.int64(3)), complex(np.float64(1.5)), bool(np.int8(0)), np.int64(5).bit_length() if hasattr(np.int64(5), 'bit_length') else 3)
print(hash(np.float64(1.5)) == hash(1.5), {np.int64(1): "a"}[1], np.int64(3) in [1, 2, 3], sorted([np.float32(2), 1.0, np.int16(0)]))
print(round(np.float32(2.567), 2), divmod(np.int64(7), 2), divmod(np.float64(7.5), 2))
print(max(np.int64(3), 5), min(a), sum(a), abs(np.int8(-128)), -np.uint8(1), np.int64(10) >> 1, np.int32(6) & 3, ~np.int16(0))
print(hasattr(np.int64(5), "bit_length"), hasattr(np.int64(5), "item"), getattr(np.float32(2.5), "is_integer")())
print(np.float32(2.5).as_integer_ratio(), np.int16(3).is_integer(), divmod(np.float32(7.5), np.float32(2)))
