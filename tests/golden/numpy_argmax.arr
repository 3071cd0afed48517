# argmax/argmin over float arrays (whole and by axis), with NaN and ties,
# and np.unravel_index of the result.
import numpy as np
a = np.sin(np.arange(20.0)).reshape(4, 5)
print(np.argmax(a), a.argmax(), np.argmin(a), a.argmin(axis=0), a.argmax(axis=1))
print(np.unravel_index(np.argmax(a), a.shape), np.unravel_index(7, (2, 2, 3)))
b = np.array([0.5, np.nan, 2.0, np.nan])
c = np.array([3.0, 1.0, 3.0, 1.0])
print(np.argmax(b), np.argmin(b), np.argmax(c), np.argmin(c), np.argmax(-c))
f = np.array([-1.5, -0.25, -0.75], dtype=np.float32)
print(f.argmax(), f.argmin(), np.argmax(np.arange(6) % 4))
