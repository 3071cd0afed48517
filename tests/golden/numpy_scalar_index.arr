# A NumPy integer (np.argmax, an element of np.argsort) indexes an
# array, a typed memoryview and a list, and bounds a slice, as its
# __index__ lets it in Python.
import numpy as np
x = np.array([5, 1, 4])
i = np.argmax(x)
print(x[i], x[np.int64(1)], x[np.int32(2)])
j = np.argsort(x)
print(x[j[0]])
m = np.arange(6).reshape(2, 3)
print(m[np.int64(1), j[0]], m[j[2]])
x[j[0]] = 10
print(x)
cdef double[:] mv = np.arange(5.0)
k = np.int64(3)
print(mv[k], mv[np.argmax(np.array([0, 9]))])
mv[k] = 7.5
print(np.asarray(mv), x[1:np.int64(3)], list(range(10))[np.int64(2):np.int32(5)])
cdef long[:, :] mm = np.arange(6).reshape(2, 3)
print(mm[np.int64(1), k - 1], mm[k - 2][1])
