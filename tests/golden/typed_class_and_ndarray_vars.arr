import numpy as np
cdef class K:
    pass
def a(K k not None):
    return 1
def b(double[:] m not None):
    return 1
cdef int c(K k):
    return 2
try:
    a(None)
except TypeError as e:
    print("TypeError:", e)
try:
    b(None)
except TypeError as e:
    print("TypeError:", e)
x = 5
try:
    c(x)
except TypeError as e:
    print("TypeError:", e)
cdef K kk
try:
    kk = x
except TypeError as e:
    print("TypeError:", e)
def d(object o not None):
    return 1
try:
    d(None)
except TypeError as e:
    print("TypeError:", e)

cimport numpy as cnp
def f(x):
    cdef cnp.ndarray a = x
    return a.ndim
def g(x):
    cdef list l = x
    return len(l)
def h(x):
    cdef dict d = x
    return len(d)
print(f(np.zeros(2)))
for fn, v in [(f, [1, 2]), (g, (1, 2)), (h, [1]), (g, None)]:
    try:
        print(fn(v))
    except TypeError as e:
        print("TypeError:", e)
