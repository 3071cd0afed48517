# arr-only: Cython refuses it the same way ("Buffer types only allowed as
# function local variables"): an np.ndarray[...] buffer at module level.
cimport numpy as cnp
import numpy as np
cdef cnp.ndarray[cnp.int64_t, ndim=1] arr = np.arange(5, dtype=np.int64)
print(arr)
