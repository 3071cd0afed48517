# An integer index out of range on a typed memoryview, taking an element or
# a sub-view: Cython's messages, not NumPy's.
import numpy as np
cdef double[:, ::1] d = np.zeros((3, 4))
for thunk in [lambda: d[7], lambda: d[1, 9], lambda: d[-4], lambda: d[2, -5]]:
    try:
        thunk()
    except IndexError as e:
        print(e)
def f(double[:, :] m, int i):
    return np.asarray(m[i])
try:
    f(d, 3)
except IndexError as e:
    print(e)
print(np.asarray(d[-1]).shape)
