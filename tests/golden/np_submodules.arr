# NumPy's submodules imported by name or taken as values, and the dtype
# attributes a driver prints; a NumPy scalar type applied to a list or an
# array converts it whole.
from numpy.random import default_rng
import numpy.linalg as la
import numpy as np
from numpy import linalg, random
rng = default_rng(0)
print(rng.random())
print(la.norm(np.ones(4)), linalg.det(np.eye(2)))
random.seed(1)
print(random.randint(0, 10, 3))
npl = np.linalg
print(npl.inv(np.array([[2.0, 0.0], [0.0, 4.0]])))
a = np.array([[1, 2, 3], [4, 5, 6]], dtype=np.int32)
for d in (a.dtype, np.dtype(np.float64), np.dtype('u1'), np.dtype(bool), np.dtype(np.complex64), np.dtype('<i2')):
    print(d, d.itemsize, d.kind, d.char, d.str, d.name, d.byteorder, d.alignment, d.type)
print(np.dtype('<f8') == np.float64, np.dtype('|u1'), np.dtype('=i4'))
print(np.float32([1.5, 2.25]), np.int16((1, 2, 3)).dtype, np.float64(np.array(2.5)), type(np.float64(np.array(2.5))))
b = np.arange(3)
c = np.float64(b)
c[0] = 9
print(b, c, c.dtype)
