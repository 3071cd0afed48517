# ndarray.view(dtype): the same bytes as another element type (the last
# axis regrouped when the item size changes), with NumPy's refusals.
import numpy as np
a = np.arange(4, dtype=np.int32)
b = a.view(np.uint8)
print(b.shape, b.tolist()[:8])
c = np.array([1.0, -2.0]).view(np.int64)
print(c.tolist())
d = np.arange(6, dtype=np.int16).reshape(2, 3)
print(d.view(np.uint16).tolist())
e = np.zeros(4, dtype=np.uint8).view(np.int32)
print(e.shape, e.tolist())
b[0] = 255
print(a[0])
try:
    np.arange(3, dtype=np.int8).view(np.int16)
except ValueError as ex:
    print(ex)
try:
    np.arange(6, dtype=np.int32).reshape(2, 3)[:, ::2].view(np.int16)
except ValueError as ex:
    print(ex)
print(a.view().tolist(), a.view(np.float32).dtype)
