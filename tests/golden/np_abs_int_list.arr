import numpy as np
# np.abs of a list or tuple of ints is an int array, as NumPy gives.
print(np.abs([-1, 2]), np.abs((-3, 4)).dtype, np.absolute([[-1, 2], [3, -4]]))
print(np.abs([-1.5, 2]), np.abs([True, False]), np.abs([-2 + 0j]))
cdef long[:] v = np.array([-5, 6])
print(np.abs(v), np.abs(v).dtype)
