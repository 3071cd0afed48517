import numpy as np
cimport numpy as cnp
def f(list xs, dict d=None, str s="a", tuple t=(), cnp.ndarray a=None, bytes b=b"", set st=None):
    return len(xs)
print(f([1]))
for args in [((1,),), ([1], []), ([1], None, 3), ([1], None, "x", [1]), ([1], None, "x", (), [1]), ([1], None, "x", (), None, "s"), ([1], None, "x", (), None, b"", [1])]:
    try:
        print(f(*args))
    except TypeError as e:
        print("TypeError:", e)
cdef class K:
    pass
def k(K x):
    return 1
try:
    k(3)
except TypeError as e:
    print("TypeError:", e)
cdef K kk
try:
    kk = 5
except TypeError as e:
    print("TypeError:", e)
cdef str s
bx = b"x"
try:
    s = bx
except TypeError as e:
    print("TypeError:", e)
cdef tuple tt
v = [1]
try:
    tt = v
except TypeError as e:
    print("TypeError:", e)
cdef set ss = {1}
cdef frozenset fs = frozenset()
cdef object o = 1
cdef bint flag = o
print(ss, fs, flag)
