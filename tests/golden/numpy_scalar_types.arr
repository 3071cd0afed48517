# NumPy scalars: formatting, arithmetic types, comparisons giving np.bool_,
# abs keeping the type, dtype attributes, array printing.
import numpy as np
x = np.float64(2.5) ; y = np.float32(0.1); i = np.int32(7); u = np.uint8(250)
print(f"{x:.3f} {y} {y:.10f} {i:05d} {u} {x!r} {y!r}", "{:.2f}".format(y), "%.3f" % x, round(x), round(np.float64(3.14159), 2), int(x), float(y))
print(repr(x * 2), repr(x * i), repr(i * 2), repr(i // 2), repr(i / 2), repr(u + np.uint8(3)), repr(y * 2), repr(y * 2.0), repr(i + 2.5), repr(-i), repr(abs(np.int8(-5))))
print(repr(np.int64(10) ** 2), repr(np.float64(2) ** 0.5), repr(x > 1), repr(i == 7), type(x).__name__, type(i).__name__, isinstance(x, float), isinstance(i, int))
a = np.array([1, 2, 3], dtype=np.int32)
print(repr(a.sum()), repr(a.mean()), repr(a[0]), repr(a.max() - a.min()), repr(a.dtype), a.dtype.name, str(a.dtype), a.itemsize, a.nbytes)
print(f"{a}", f"{np.arange(3.0)}", str(np.array([1.5, 2.25])), repr(np.array([[1, 2], [3, 4]], dtype=np.uint16)))
print(np.array([1e-5, 1.0, 1e5]), np.array([0.1, 0.25]), np.array([1e10, 1.0]), np.array([np.nan, np.inf, -1.0]), np.array([True, False]))
print(repr(abs(np.float64(-2.5))), repr(abs(np.float32(-0.1))), repr(np.abs(np.int64(-3))), abs(-3), abs(-2.5), repr(abs(np.complex128(3+4j))))
