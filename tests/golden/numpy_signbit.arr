# np.signbit: the sign bit of each element, -0.0 and -nan included.
import numpy as np
print(np.signbit(np.array([-0.0, 0.0, -1.5, 2.0, -np.inf, np.inf, np.nan, -np.nan])))
print(np.signbit(-0.0), np.signbit(3), np.signbit(-3), np.signbit([1, -2]), np.signbit(np.arange(-2, 2)))
print(np.signbit(np.float32(-0.0)), np.signbit(np.array([[-1.0], [1.0]])).shape)
