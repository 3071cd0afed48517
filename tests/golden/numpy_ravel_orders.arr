# ravel/flatten in C, F, A and K order (views where NumPy gives views), and np.where with the condition alone.
import numpy as np
a = np.arange(12).reshape(3, 4)
for o in ["C", "F", "A", "K"]:
    print(o, a.ravel(order=o), a.T.ravel(order=o), a.flatten(o), a.T.flatten(order=o), np.ravel(a.T, order=o))
f = np.asfortranarray(a)
print(f.ravel(order="A"), f.ravel(order="K"), f.ravel(), a[:, ::2].ravel("K"), a[::-1].ravel("K"))
b = np.arange(24).reshape(2, 3, 4).transpose(1, 2, 0)
print(b.ravel("K"), b.ravel("F"))
try:
    a.ravel(order="X")
except ValueError as e:
    print(e)
print(np.where([True, False, True]), np.where(np.array([[0, 1], [2, 0]])), np.where(a > 9)[0])
try:
    np.where([True], 1)
except ValueError as e:
    print(e)
r = a.ravel()
r[0] = 100
print(a[0, 0], a.T.ravel(order="F").base is None)
