# Error messages of typed memoryviews, C functions and NumPy, caught and
# printed (NumPy writes shapes in messages without spaces).
import numpy as np

def f(double[:] v):
    return v[0]

def g(int[:, :] m not None):
    return m.shape[0]

cdef int divide(int a, int b) except? -1:
    return a // b

def tryit(fn, *args):
    try:
        print(fn(*args))
    except Exception as e:
        print(type(e).__name__ + ":", e)

tryit(f, np.zeros(3, dtype=np.int32))
tryit(f, np.zeros((2, 2)))
tryit(f, None)
tryit(g, None)
tryit(f, [1.0, 2.0])
tryit(f, np.zeros(3)[::2])
tryit(divide, 1, 0)
tryit(lambda: np.zeros(3)[5])
tryit(lambda: np.ones((2, 3)) + np.ones((3, 2)))
tryit(lambda: np.arange(6).reshape(4, 2))
tryit(lambda: int("x"))
tryit(lambda: {}["k"])
tryit(lambda: [].pop())
tryit(lambda: 1 / 0)
tryit(lambda: 2.0 % 0)
