# np.ndarray as a value: isinstance checks, type identity, its name, and
# calling it to make an array.
import numpy as np
cimport numpy as cnp


def describe(x):
    if isinstance(x, np.ndarray):
        return "array of %d %s" % (x.size, x.dtype)
    elif isinstance(x, (list, tuple)):
        return "sequence of %d" % len(x)
    return type(x).__name__


def total(data):
    cdef double s = 0
    cdef double[:] view
    if not isinstance(data, np.ndarray):
        data = np.asarray(data, dtype=np.float64)
    view = data
    for i in range(view.shape[0]):
        s += view[i]
    return s


a = np.arange(6, dtype=np.float64)
print(describe(a), describe([1, 2]), describe(3.5), describe(a[2:]))
print(total(a), total([1.5, 2.5]), total((1.0, 2.0, 3.0)))
print(type(a) is np.ndarray, a.__class__ is np.ndarray, type(a).__name__)
print(np.ndarray.__name__, np.ndarray, a.__class__.__name__)
print(isinstance(a[0], np.ndarray), isinstance(a.sum(), np.ndarray), isinstance(a.reshape(2, 3), cnp.ndarray))
cdef double[:] mv = a
print(isinstance(mv, np.ndarray), isinstance(np.asarray(mv), np.ndarray), mv.__class__.__name__)
b = np.ndarray((2, 3), dtype=np.int32)
b[:] = 7
b[1, 2] = -1
print(b, b.dtype, b.shape)
c = np.ndarray(4)
c.fill(0.5)
print(c, issubclass(np.ndarray, object))


def scale(x: np.ndarray, k):
    return x * k


print(scale(a, 2))
