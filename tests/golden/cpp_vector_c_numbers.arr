# distutils: language = c++
# Vectors of C numbers (held as their C bits): public attributes read from
# Python as new lists, bint, float rounding, unsigned char from bytes,
# long long beyond 2**62.
from libcpp.vector cimport vector
cdef class Holder:
    cdef public vector[int] v
    cdef public vector[double] w
    def __init__(self):
        self.v.push_back(3)
        self.w = [1.5, 2.5]
h = Holder()
print(h.v, h.w, type(h.v).__name__)
x = h.v
x.append(4)
print(h.v, x)
h.v = [7, 8]
print(h.v)
cdef vector[unsigned char] b = b"ab"
print(b)
cdef vector[bint] bb = [True, 0, 3]
print(bb)
cdef vector[float] ff = [0.1, 1e40]
print(ff)
cdef vector[long long] big = [2**62, -5]
print(big, [y * 2 for y in big], sum(big))
