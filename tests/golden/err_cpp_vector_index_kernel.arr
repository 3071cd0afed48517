# arr-only: compiled Cython reads past the end of the vector (undefined behaviour); arr stops with an IndexError.
# distutils: language = c++
from libcpp.vector cimport vector

def total(int k):
    cdef vector[int] v = [1, 2, 3]
    cdef int i, s = 0
    for i in range(k):
        s += v[i]
    return s

print(total(3))
print(total(5))
