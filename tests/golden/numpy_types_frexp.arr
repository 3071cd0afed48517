# cumsum/cumprod dtype=, result_type, promote_types, can_cast, frexp,
# ldexp, sort_complex, ravel_multi_index, and complex arrays through
# kron/inner/resize/compress.
import numpy as np
a = np.array([[3, 1, 2], [9, 7, 8]])
print(np.cumsum(a, dtype=float), a.cumsum(axis=1, dtype=np.float32), np.cumprod(np.array([1, 2, 3], dtype=np.int8), dtype=np.int16))
print(np.result_type(np.int8, np.float32), np.promote_types('i4', 'f4'), np.result_type(a, 1.5), np.result_type(np.array([1], dtype=np.int16), np.int32))
print(np.can_cast(np.int32, np.float64), np.can_cast(np.float64, np.int32), np.can_cast(np.float64, np.int32, casting='unsafe'), np.can_cast('f4', 'f8'), np.can_cast(np.int64, np.int8, 'same_kind'))
print(np.frexp(8.0), np.frexp(np.array([0.0, 1.0, -3.5, 1e-310, np.inf])), np.ldexp(0.5, 4), np.ldexp(np.array([1.0, 3.0]), np.array([1, -2])))
m, e = np.frexp(np.array([10.0, 0.1]))
print(m, e, np.ldexp(m, e))
print(np.sort_complex(np.array([3 + 1j, 1 + 2j, 1 + 1j])), np.sort_complex(np.array([3, 1, 2])))
print(np.ravel_multi_index(([0, 1], [2, 0]), (2, 3)), np.ravel_multi_index((1, 2), (2, 3)), np.unravel_index(5, (2, 3)))
z = np.array([1 + 2j, 3 - 1j])
print(np.kron(z, [1, 2]), np.inner(z, z), np.resize(z, 3), np.compress([True, False], z), np.array_equiv(z, z))
