# arr-only: freeing memory malloc did not allocate (Cython would crash)
import numpy as np
from libc.stdlib cimport free
cdef double[::1] v = np.zeros(4)
cdef double* p = &v[0]
p[1] = 2.5
print(v[1])
free(p)
