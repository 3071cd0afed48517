from libc cimport math as cm
from libc cimport stdlib
from cython cimport view
cimport cython

cdef double s = 0
cdef int i
for i in range(1, 5):
    s += cm.sqrt(i) + cm.fabs(-0.5)
print(s, cm.M_PI, cython.typeof(cm.sqrt(2.0)))
cdef int* p = <int*>stdlib.malloc(4 * sizeof(int))
for i in range(4):
    p[i] = i * i
print([p[i] for i in range(4)])
stdlib.free(p)
cdef view.array a = view.array(shape=(4,), itemsize=sizeof(int), format="i")
cdef int[:] m = a
m[:] = 3
print(m[2], a.shape, a.itemsize)
