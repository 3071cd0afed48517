# A typed memoryview's .base is the object it was acquired from, also when
# that object is itself a NumPy view; slices of the memoryview keep it.
import numpy as np
a = np.arange(12.0)
r = a.reshape(3, 4)
cdef double[:, :] m = r
cdef double[:] v = a
cdef double[:] s = v[2:5]
cdef double[:, :] t = m[1:, ::2]
cdef double[:, :] u = m
print(m.base is r, m.base is a, v.base is a, s.base is a, t.base is r, u.base is r)
print(m.base.shape, t.base.shape, s.base.shape)
cdef double[:] w = r[1]
print(w.base.shape, w.base is r)
w[0] = 99
print(a[4], r[1, 0], m[1, 0])
print(np.asarray(t).base is not None)
