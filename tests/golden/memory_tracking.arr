# arr-only: the memory-tracking builtins
import numpy as np
a = np.zeros((4, 5))
cdef double[:, :] v = a
print(extents(v))
print(extents(v[1:3, 2:]))
print(extents(v[::-1, ::2]))
print(extents(v.T))
print(extents(v[2:2]))
track(a)
print(pending(a))
cdef double[:] col = v[:, 3]
col[1] = 1.0
print(pending(a))
col[3] = 2.0
print(pending(a))
clear_pending(a)
print(pending(a))
b = a[1:3]
b[:] = 7
print(pending(a))
v[0, 0] = 5
print(pending(a))
print(pending(np.ones(3)))
extents(5)
