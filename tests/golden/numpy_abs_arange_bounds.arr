# abs() of NumPy arrays and scalars, and np.arange with integer bounds
# too large to count through a float.
import numpy as np
a = np.array([[-1.5, 2.0], [0.0, -3.25]])
print(abs(a), abs(np.arange(-3, 3)), abs(np.float64(-2.5)), abs(a[1, 1]), abs(np.array([-2**63])))
print(np.arange(2**62, 2**62 + 3), np.arange(-2**63, -2**63 + 2), np.arange(0, 2**63 - 1, 2**62), np.arange(10, 0, -3))
print(np.arange(0.5, 3), np.arange(3, dtype=np.float32), np.arange(-1, -10, -4))
