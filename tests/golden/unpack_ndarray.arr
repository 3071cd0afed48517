# Unpacking an ndarray gives its rows (or elements), as iterating it does;
# arr refused it as "not iterable".
import numpy as np
a, b = np.array([1, 2])
print(a, b, type(a).__name__)
r0, r1 = np.arange(6).reshape(2, 3)
print(r0, r1)
for p, q in np.array([[1, 2], [3, 4]]):
    print(p, q)
first, *rest = np.linspace(0, 1, 5)
print(first, rest)
x, y = np.meshgrid(np.arange(2), np.arange(3))
print(x.shape, y.shape)
try:
    u, v = np.arange(3)
except ValueError as e:
    print("ValueError:", e)
def pair(double[:] m):
    s, t = np.asarray(m)
    return s + t
print(pair(np.array([1.5, 2.0])))
