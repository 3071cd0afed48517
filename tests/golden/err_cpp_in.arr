# arr-only: Cython refuses this with "Invalid types for 'in' (double, vector[double])".
# distutils: language = c++
from libcpp.vector cimport vector
cdef vector[double] a = [1.0]
print(3.0 in a)
