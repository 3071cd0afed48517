# C float arithmetic as Cython compiles it: an integer literal becomes a
# double constant, so `x * 3` on a float x is computed (and printed) in
# double while its type stays float; stores, arguments and returns round.
cimport cython
import numpy as np

cdef float x = 0.1
cdef float y = x * 3
cdef double d = x * 3
print(x, y, d, x * 3, x + 1, x / 3, 1 / x, 2 - x)
print(cython.typeof(x * 3), cython.typeof(x * 3.0), cython.typeof(x * x))
print(x * x, x * x * 2, (x + 1) * x)
t = x * 3
print(t, cython.typeof(t))

cdef float triple(float v):
    return v * 3

cdef float pass_through(float v):
    return v

print(triple(x), pass_through(x * 3), triple(x) == y)
cdef float[:] fv = np.zeros(3, dtype=np.float32)
fv[0] = x * 3
fv[1] = x + 1
print(fv[0], fv[1], fv[0] * 2, np.asarray(fv))
cdef int i
cdef float acc = 0
for i in range(10):
    acc += 0.1
    acc = acc * 1
print(acc, acc * 2, acc > 1)
cdef float m = 7
print(m / 2, m // 2, m % 4, -m / 4)
