# Python arrays (array.array, and cpython.array's cimport): typed memoryviews
# and a.data.as_doubles pointers share their buffer; methods, slicing,
# clone/resize; CPython's element checks and messages.
from cpython cimport array
import array
import numpy as np

def total(double[:] v):
    cdef double s = 0
    cdef Py_ssize_t i
    for i in range(v.shape[0]):
        s += v[i]
    return s

def scale(array.array a, double k):
    cdef double[:] v = a
    cdef Py_ssize_t i
    for i in range(v.shape[0]):
        v[i] *= k

def fill_squares(int n):
    cdef array.array out = array.array('i', [])
    cdef int i
    for i in range(n):
        out.append(i * i)
    return out

def via_pointer(array.array a):
    cdef double* p = a.data.as_doubles
    cdef int i
    cdef double s = 0
    for i in range(len(a)):
        s += p[i]
        p[i] = -p[i]
    return s

a = array.array('d', [1.0, 2.5, 4.0])
print(total(a))
scale(a, 2.0)
print(a)
a.append(0.5)
a.extend(array.array('d', [9.0]))
print(a, len(a), a[-1], a[1:3])
print(fill_squares(6))
print(via_pointer(a), a.tolist())
b = array.array('i', range(5))
print(b.pop(), b.pop(0), b, b.index(2), b.count(2), 3 in b)
b.insert(1, 42)
b.reverse()
print(b, b + array.array('i', [7]), b == array.array('i', [3, 2, 42, 1]))
print(np.asarray(b), np.asarray(b).dtype, b.typecode, b.itemsize)
c = array.array('b', [1, -2])
print(c, c.tobytes())
cdef array.array t = array.clone(b, 3, zero=True)
array.resize(t, 5)
print(len(t), t[:3])
e = array.array('d')
print(e, len(e))
for x in array.array('h', [5, 6]):
    print(x, end=" ")
print()
try:
    array.array('i', [1.5])
except TypeError as err:
    print("TypeError:", err)
try:
    array.array('B', [300])
except OverflowError as err:
    print("OverflowError:", err)
try:
    b[10]
except IndexError as err:
    print("IndexError:", err)
cdef int[:] iv
try:
    iv = a
except ValueError as err:
    print("ValueError:", err)
