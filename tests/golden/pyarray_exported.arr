# An array.array with a memoryview still holding its buffer cannot be
# resized: BufferError, as in CPython, after the view's writes show.
from cpython cimport array
import array

cdef array.array a = array.array('i', [1, 2, 3])
cdef int[:] ca = a
print(ca[0], ca.shape[0])
ca[1] = 20
print(a)
print(list(a), len(a), a[2])
cdef array.array b = array.array('d', [0.5, 1.5])
cdef double[:] vb = b
vb[0] += 1
print(b.tolist(), b.typecode, b.itemsize)

def sum_ints(int[:] v):
    cdef int s = 0
    cdef Py_ssize_t i
    for i in range(v.shape[0]):
        s += v[i]
    return s
print(sum_ints(a))
cdef array.array t = array.clone(a, 5, zero=True)
print(t)
cdef int *p = a.data.as_ints
print(p[0] + p[2])
a.append(7)
a.extend([8, 9])
print(a, sum_ints(a))
c = array.array('l', range(5))
print(c, c[1:3])
