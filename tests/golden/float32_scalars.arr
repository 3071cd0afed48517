# How NumPy writes float32 scalars (positionally only from 1e-4 up to
# 1e6), and the float32 results of float ufuncs on 16-bit integers.
import numpy as np

for v in [0.5, 100.0, 999999.9, 1000000.0, 1234567.0, -1234567.0, 1e-4, 1.5e-4,
          1e-5, -2.5e-7, 3.4e38, 1e-45, 0.0, -0.0, 1e10, 123456789.0]:
    x = np.float32(v)
    print(x, repr(x), str(np.complex64(complex(v, 1.0))), f"{x}", "%s" % x)
print(np.float32(np.inf), np.float32(-np.inf), np.float32(np.nan), repr(np.float32(np.nan)))
a = np.array([1.5, 2.25, 1e-9, 123456789.0], dtype=np.float32)
print(a[3], a.sum(), a.mean(), a.max(), [float(x) for x in a])
for t in (np.int16, np.uint16, np.int32, np.int64, np.float32, np.float64):
    b = np.arange(1, 4, dtype=t)
    r = np.sqrt(b)
    print(t.__name__, r.dtype, r, np.exp(b[1]).dtype, np.log(b).dtype, (b / 2).dtype)
print(np.sin(np.int16(2)), repr(np.sqrt(np.uint16(2))))
