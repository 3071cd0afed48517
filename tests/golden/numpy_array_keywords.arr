# np.array's ndmin= and order='F', np.asarray(order='F') and
# np.linspace(retstep=True): each was ignored before.
import numpy as np
a = np.array([1, 2, 3], ndmin=2)
print(a, a.shape, np.array(5, ndmin=1), np.array([[1, 2]], ndmin=1).shape)
f = np.array([[1, 2], [3, 4]], order='F')
print(f.flags['F_CONTIGUOUS'], f.flags['C_CONTIGUOUS'], f.strides, f)
g = np.array(np.arange(6).reshape(2, 3), dtype=float, order='F', copy=True)
print(g.strides, g)
h = np.asarray([[1.0, 2.0], [3.0, 4.0]], order='F')
print(h.strides, np.asarray(h, dtype=np.float32).dtype)
x, step = np.linspace(0, 1, 5, retstep=True)
print(x, step, np.linspace(2, 3, 1, retstep=True), np.linspace(0, 10, 4, endpoint=False, retstep=True))
