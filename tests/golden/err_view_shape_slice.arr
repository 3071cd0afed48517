# arr-only: Cython refuses it the same way ("Cannot convert 'Py_ssize_t *' to
# Python object"): a typed view's shape is a C array, and a slice of it has no
# Python value.
import numpy as np
cdef double[:, :] m = np.zeros((2, 3))
print(m.shape[:2])
