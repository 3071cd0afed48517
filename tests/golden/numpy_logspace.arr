# np.logspace: base raised to linspace's points (num, endpoint, base, dtype).
import numpy as np
print(np.logspace(0, 2, 3), np.logspace(1, 3, num=4, base=2.0), np.logspace(0, 1, 5, endpoint=False))
print(np.logspace(-3, 3, 7), repr(np.logspace(0.5, 2.5, 4)), np.logspace(0, 3, 4, dtype=int))
