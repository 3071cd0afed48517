cimport numpy as cnp
import numpy as np
def f(cnp.ndarray[cnp.float64_t, ndim=1] a):
    return a[0]
cdef double g(cnp.ndarray[cnp.float64_t, ndim=1] a):
    return a[0]
for arg in [[1.0, 2.0], (1.0,), np.float64(2.0), None, np.zeros((2, 2)), np.zeros(2, dtype=np.int32)]:
    try:
        print(f(arg))
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
    try:
        print(g(arg))
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
