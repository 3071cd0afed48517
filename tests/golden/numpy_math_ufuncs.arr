# More NumPy ufuncs: inverse and hyperbolic functions, cbrt/exp2/expm1/log1p,
# angle conversions, rint/trunc, comparison and bitwise functions, fmod/fmax/
# fmin keeping integers, heaviside; a ufunc of a number gives a NumPy scalar.
# NaN NumPy scalars compare false; np.float64("nan") reads a string.
import numpy as np
v = np.array([0.25, 0.5, -0.75, 0.0])
w = np.array([1.5, 2.0, 3.0, 10.0])
print(np.arcsin(v), np.arccos(v), np.arctanh(v), np.arcsinh(w), np.arccosh(w))
print(np.sinh(w), np.cosh(w), np.cbrt(w), np.exp2(w), np.expm1(v), np.log1p(w))
print(np.fabs(v), np.rint([0.5, 1.5, 2.5, -0.5]), np.trunc([-1.7, 1.7]), np.fix([-2.5, 2.5]), np.sinc(v))
print(np.deg2rad([180, 90]), np.rad2deg(np.pi), np.degrees([np.pi / 2]), np.radians(45.0), np.reciprocal(w))
print(np.negative(np.arange(3)), np.negative([1.5, -2]), np.positive(np.arange(2)), np.invert(np.arange(3)), np.invert(np.array([True, False])))
print(np.isfinite([1.0, np.inf, np.nan]), np.equal([1, 2], [1, 3]), np.not_equal(2, 2), np.less(v, 0), np.greater_equal(w, 3), np.less_equal(1, [0, 1, 2]))
print(np.bitwise_and(np.arange(6), 3), np.bitwise_or([1, 2], 4), np.bitwise_xor(5, [1, 3]), np.left_shift(1, np.arange(4)), np.right_shift([16, 8], 2))
print(np.fmod([-7, 7], 3), np.fmod(np.array([-7.5, 7.5]), 2), np.fmax([1, np.nan, 3], [2, 2, np.nan]), np.fmin([1, 5], 3), np.heaviside([-1, 0, 2], 0.5))
print(repr(np.sqrt(2.0)), repr(np.arcsin(0.5)), repr(np.equal(1, 1)), repr(np.exp(1)), repr(np.floor(2.5)))
x = np.float64("nan")
print(x <= 1.0, x < 1.0, x == x, x != x, x >= 1.0, 1.0 <= x, np.abs(x - x) <= 1.0, np.float32("1.5"), np.int64(" 42 "))
print(repr(np.isnan(1.0)), np.isnan([1.0, np.nan]), repr(np.isinf(np.inf)), repr(np.isfinite(2.0)))
