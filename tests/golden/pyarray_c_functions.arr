# The C-level functions of cpython.array (resize, resize_smart, extend,
# zero) next to the Python methods; a view taken before a resize keeps
# blocking the Python-level resizing methods.
from cpython cimport array
import array
cdef array.array a = array.array('d', [1.5, 2.5])
array.resize(a, 4)
a[2] = 8.0
a[3] = 9.0
print(list(a), len(a))
a.append(3.0)
array.extend(a, array.array('d', [7.0]))
print(list(a))
array.zero(a)
print(list(a))
array.resize_smart(a, 2)
a.extend([1.0])
print(a)
cdef double[:] v = a
array.resize(a, 5)
print(len(a), len(v))
try:
    a.append(2.0)
except BufferError as e:
    print("BufferError:", e)
v = None
a.append(2.0)
print(len(a))
try:
    array.extend(a, array.array('i', [1]))
except TypeError as e:
    print("TypeError:", e)
