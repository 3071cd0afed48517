# arr-only: Cython refuses this at compile time with the same message
import numpy as np
cdef double[::2] every_other = np.arange(10.0)[::2]
print(every_other[1])
