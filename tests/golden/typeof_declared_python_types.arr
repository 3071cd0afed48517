cimport cython
cimport numpy as cnp
import numpy as np
cdef class Sh:
    pass
cdef list xs = []
cdef dict d = {}
cdef Sh s = Sh()
cdef cnp.ndarray a = np.zeros(2)
cdef object o = 1
cdef str t = "a"
print(cython.typeof(xs), cython.typeof(d), cython.typeof(s), cython.typeof(a), cython.typeof(o), cython.typeof(t))
def f():
    cdef list ys = [1]
    cdef Sh q = Sh()
    z = [1, 2]
    print(cython.typeof(ys), cython.typeof(q), cython.typeof(z))
f()
