import numpy as np
cimport cython
cdef double[:] halves(double[:] x):
    cdef double[:] out = np.empty(x.shape[0])
    cdef Py_ssize_t i
    for i in range(x.shape[0]):
        out[i] = x[i] / 2
    return out
def f(double[:, ::1] m not None):
    return m.shape[0] * m.shape[1]
v = halves(np.arange(4.0))
print(np.asarray(v), f(np.zeros((2, 5))))
try:
    f(None)
except TypeError as e:
    print("TypeError:", e)
cdef int[:, :, :] cube = np.arange(24, dtype=np.intc).reshape(2, 3, 4)
print(cube[1, 2, 3], cube.shape[2], cython.typeof(cube[0]), cython.typeof(cube[..., 0]))
cdef int[:, :] t = cube[1, :, :]
print(t[2, 3], t.strides[0], t.strides[1])
for row in np.arange(6).reshape(2, 3):
    print(row, row.sum())
cdef double total = 0
for x in np.linspace(0, 1, 5):
    total += x
print(total)
print(np.asarray(cube).transpose(2, 0, 1).shape, np.asarray(cube)[:, ::2, 1:3].shape)
