# reshape(order="F") fills in Fortran order (it was ignored), and
# isclose/allclose treat infinities and NaNs (equal_nan) as NumPy does.
import numpy as np
print(np.isclose(0.1 + 0.2, 0.3), np.isclose([1.0, np.inf, np.nan, -np.inf], [1.0 + 1e-9, np.inf, np.nan, np.inf]))
print(np.isclose([1.0, np.nan], [1.0, np.nan], equal_nan=True), np.isclose(1e-9, 0), np.isclose(1, 1.1, rtol=0.2), np.isclose(np.array([1, 2]), 2))
print(np.allclose([1.0, np.nan], [1.0, np.nan]), np.allclose([1.0, np.nan], [1.0, np.nan], equal_nan=True), np.allclose(np.inf, np.inf))
a = np.arange(6)
print(a.reshape(2, 3, order='F'), np.reshape(a, (3, 2), order='F'), a.reshape((2, -1), order='C'))
m = np.arange(12).reshape(3, 4)
print(m.reshape(2, 6, order='F'), m.T.reshape(12, order='F'), m[:, ::2].reshape(3, 2, 1, order='F')[:, :, 0])
print(np.isclose(1 + 1j, 1 + 1.000001j), type(np.isclose(1, 1)).__name__)
