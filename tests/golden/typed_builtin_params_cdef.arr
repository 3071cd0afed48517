import numpy as np
cimport numpy as cnp
cdef int f(list xs):
    return 1 if xs is None else len(xs)
cpdef int g(dict d):
    return 0
cdef int h(cnp.ndarray a):
    return a.ndim
t = (1, 2)
try:
    print(f(t))
except TypeError as e:
    print("TypeError:", e)
try:
    l1 = [1]; print(g(l1))
except TypeError as e:
    print("TypeError:", e)
try:
    print(h(l1))
except TypeError as e:
    print("TypeError:", e)
print(f(None), h(np.zeros((2, 2))))
def k(str s not None, list xs=None):
    return s
try:
    k(None)
except TypeError as e:
    print("TypeError:", e)
try:
    k("a", xs=(1,))
except TypeError as e:
    print("TypeError:", e)
