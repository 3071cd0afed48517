# NumPy's scalar types are classes: np.float64 prints <class 'numpy.float64'>, type() of a scalar
# is that class, it equals the matching dtype, works as a dtype and a dict key, and isinstance
# knows float64 is a float.
import numpy as np
print(type(np.float64(1.0)), type(np.int32(1)), type(np.bool_(1)))
print(np.float64, np.int32, np.float64 is np.float64, type(np.float64(1)) is np.float64)
print(type(np.arange(3)[0]).__name__, isinstance(np.float64(1), float), isinstance(np.int64(2), int))
print(np.dtype(np.float64), np.zeros(2).dtype == np.float64, np.zeros(2, dtype=np.float32).dtype.name)
print(np.zeros(2, dtype=np.float32).dtype == np.float32, np.dtype("float64") == np.float64, np.float64 == np.float32)
print(np.array([1, 2]).astype(np.int8), np.float64.__name__, repr(np.int16), str(np.uint8))
print(isinstance(np.float32(1), np.float32), isinstance(np.float32(1), np.float64), isinstance(np.float64(1), np.float64))
d = {np.float64: "f8", np.int32: "i4"}
print(d[type(np.float64(2))], d[np.int32], type(np.float32(1)) == np.float32)
print(np.arange(3, dtype=np.float64), np.ones(2, np.int64).dtype, np.float64(3) * 2)
