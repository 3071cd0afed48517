# Python's own memoryview over bytes, a bytearray, an array.array and NumPy
# arrays: format, shape, strides, indexing, slice views, cast, release.
import array
import numpy as np
mv = memoryview(b"abc")
print(mv[0], bytes(mv[1:]), len(mv), mv.readonly, mv.format, mv.itemsize, mv.tobytes(), mv.tolist(), mv.nbytes, mv.ndim, mv.shape, mv.strides)
ba = bytearray(b"hello")
m = memoryview(ba)
m[0] = 72
m[1:3] = b"EL"
print(ba, m.readonly, m[-1], list(m), m.hex(), m == b"HELlo", m == b"x", type(m).__name__)
try:
    mv[0] = 1
except TypeError as e:
    print("TypeError:", e)
try:
    m[0] = 300
except ValueError as e:
    print("ValueError:", e)
try:
    m[9]
except IndexError as e:
    print("IndexError:", e)
try:
    m[0:2] = b"xyz"
except ValueError as e:
    print("ValueError:", e)
a = np.arange(6, dtype=np.int32).reshape(2, 3)
v = memoryview(a)
print(v.format, v.itemsize, v.ndim, v.shape, v.strides, v.nbytes, v.c_contiguous, v.f_contiguous, v[1, 2], v.tolist())
d = memoryview(np.array([1.5, 2.5]))
print(d.format, d[1], d.tolist(), d.cast("B").tolist()[:8], len(d.cast("B")))
ar = array.array("i", [1, 2, 3])
am = memoryview(ar)
am[1] = 20
print(ar, am.format, am.tolist(), am[::-1].tolist(), am[::2].strides)
with memoryview(b"xy") as w:
    print(w.tobytes())
try:
    w[0]
except ValueError as e:
    print("ValueError:", e)
c = memoryview(b"\x01\x00\x00\x00\x02\x00\x00\x00").cast("i")
print(c.tolist(), c.format, c.itemsize, memoryview(b"abcdef").cast("B", (2, 3)).tolist())
print(memoryview(b"ab").toreadonly().readonly, isinstance(m, memoryview))
cdef unsigned char[:] typed = memoryview(ba)
typed[4] = 33
print(ba, typed.shape[0])
