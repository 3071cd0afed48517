import numpy as np
import operator
def conv(a):
    cdef int i
    cdef double d
    cdef long[:] v = np.zeros(3, dtype=np.int64)
    cdef double[:] w = np.zeros(3)
    for name, fn in [("int", int), ("float", float), ("index", operator.index)]:
        try:
            print(name, repr(fn(a)))
        except TypeError as e:
            print(name, "TypeError", e)
    try:
        i = a
        print("cint", i)
    except TypeError as e:
        print("cint TypeError", e)
    try:
        d = a
        print("cdouble", d)
    except TypeError as e:
        print("cdouble TypeError", e)
    try:
        v[:] = a
        print("fill", list(v))
    except (TypeError, ValueError) as e:
        print("fill", type(e).__name__, e)
    try:
        w[:] = a
        print("wfill", list(w))
    except (TypeError, ValueError) as e:
        print("wfill", type(e).__name__, e)
    try:
        print(range(10)[a])
    except (TypeError, IndexError) as e:
        print("rindex", type(e).__name__, e)
for a in [np.arange(4), np.array([5]), np.array(5), np.array(2.5), np.arange(4.0), np.float64(3.5), np.int32(7)]:
    conv(a)
from collections import deque
l = [10, 20, 30]
idx = np.arange(3)
print(l[idx[1]], "abc"[np.int32(2)], (1, 2)[np.int64(-1)], range(5)[np.int8(3)], b"xyz"[np.uint8(0)], deque([1, 2])[np.int64(1)])
for seq in [l, "abc", (1, 2), range(5), b"xy"]:
    for k in [np.float64(1.0), "a", np.array([1, 2]), np.array(1), 1.5]:
        try:
            print(seq[k])
        except TypeError as e:
            print(e)
l[np.int64(0)] = 5
print(l)
