# Assigning to a slice of a typed memoryview: another typed view is copied in; anything else
# is converted to the element type and fills the slice (a 0-d array or NumPy scalar works,
# an ndarray of more dimensions is NumPy's TypeError, as in compiled Cython).
import numpy as np
def run():
    cdef double[:, :] m = np.zeros((2, 3))
    cdef double[:, :] k = np.ones((2, 3))
    m[:, :] = k
    print(np.asarray(m).sum())
    m[...] = 2.5
    print(np.asarray(m).sum())
    m[0, :] = 7
    print(np.asarray(m).sum())
    m[:] = k
    print(np.asarray(m).sum())
    try:
        m[:, :] = np.ones((2, 3))
    except TypeError as e:
        print("TypeError:", e)
    try:
        m[...] = np.ones((2, 3))
    except TypeError as e:
        print("TypeError:", e)
    try:
        m[0] = np.arange(3.0)
    except TypeError as e:
        print("TypeError:", e)
    try:
        m[:, :] = np.float64(4.0)
        print(np.asarray(m).sum())
    except TypeError as e:
        print("TypeError:", e)
    try:
        m[:, :] = np.array(1.5)
        print(np.asarray(m).sum())
    except TypeError as e:
        print("TypeError:", e)
    obj = k
    try:
        m[:, :] = obj
        print(np.asarray(m).sum())
    except TypeError as e:
        print("TypeError:", e)
run()
