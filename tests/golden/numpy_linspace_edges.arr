# np.linspace where its step is undefined (one sample with the endpoint),
# underflows to zero, or is zero; and with endpoint=False and a dtype.
import numpy as np

print(np.linspace(3, 12, 1), np.linspace(3.5, -1, 1, endpoint=False))
print(np.linspace(2.5, 2.5, 4), np.linspace(0, 1e-320, 3), np.linspace(0, 1, 0))
print(np.linspace(0, 1, 5, endpoint=False), np.linspace(-1, 1, 7))
print(np.linspace(0, 10, 4, dtype=int), np.linspace(10, 0, 4, dtype=np.float32))
print(repr(np.linspace(0, 1, 3)[1]), np.linspace(1, 2, 1).shape)
