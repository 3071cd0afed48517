# arr-only: C++ leaves v[5] of a 3-element vector undefined (compiled Cython reads past the end); arr stops with an IndexError naming the index and the size.
# distutils: language = c++
from libcpp.vector cimport vector

cdef vector[double] v = [1.0, 2.0, 3.0]
cdef double s = 0
cdef size_t i
for i in range(6):
    s += v[i]
print(s)
