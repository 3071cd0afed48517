# np.trapezoid: NumPy's formula, with dx, a 1-D x for every row, or an x like y.
import numpy as np
v = np.sqrt(np.arange(1.0, 50.0))
print(repr(np.trapezoid(v)), repr(np.trapezoid(v, dx=0.5)), repr(np.trapezoid(v[:5], v[5:10])))
M = np.arange(12.0).reshape(3, 4) ** 1.5
print(np.trapezoid(M), np.trapezoid(M, x=[0.0, 0.5, 1.5, 4.0]), np.trapezoid(M, M))
print(repr(np.trapezoid([1, 2, 3])), np.trapezoid([[1, 2], [3, 5]], dx=2))
xs = np.linspace(0, np.pi, 101)
print(repr(np.trapezoid(np.sin(xs), xs)))
