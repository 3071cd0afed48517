# format() and f-strings of NumPy scalars format the Python number they convert to (float32's
# float64 digits even with an empty spec); np.True_/np.False_; C-typed values under format specs.
import numpy as np
print(f"{np.True_} {np.uint8(3)}", "{}".format(np.float32(2.2)), format(np.float32(0.3)))
print(f"{np.float32(0.1)!s} {np.float32(0.1)!r}", np.True_, repr(np.False_), np.True_ == True, np.True_ + 1)
print(f"{np.float32(0.1)} {np.float32(0.25):.3f} {np.int8(-3):>4}")
cdef double x = 1234.5678
cdef float y = 0.1
cdef int n = -42
cdef long big = 2**40
cdef unsigned char c = 200
print(f"{x:e} {x:.2e} {x:g} {x:10.3f}| {x:<12,.2f}| {x:+.1f} {x:%}")
print(f"{y} {y:.10f} {y*3} {<double>y}")
print(f"{n:5d}|{n:<5}|{n:^7}|{n:x} {n:#x} {n:b} {big:,} {big:_x}")
print(f"{c} {c:08b} {c!r} {n!s:>6}")
print("{0:.3f} {1:>5} {0:e}".format(x, n), "%8.3e|%-8d|%+d|%5.1f%%" % (x, n, 5, 99.5))
print(str(y), repr(y), y == 0.1, float(y))
print(np.float32(0.1), np.float64(1)/3, np.int32(7) // 2, np.float32(1)/3)
print(f"{np.float32(0.1)} {np.float64(2.5):.3f} {np.int64(5):03d}")
print(round(x, 2), round(x, -2), round(2.675, 2), int(x), abs(n), -x // 7, x % 7)
print(1e300 * 1e10, -1e300 * 1e10, 0.0 * -1, 5 % -3, -5 % 3, 2 ** 0.5, 10 / 4, 10 // 4)
print(f"{'abc':>6}|{'abc':*^9}|{'x'!r}", "a" "b", "tab\there", repr("q'uote"), repr('d"q'))
