# distutils: language = c++
# A pair's fields assigned in a variable, in a vector's element, in a
# map's value and in an attribute, and updated with +=.
from libcpp.pair cimport pair
from libcpp.vector cimport vector
from libcpp.map cimport map

cdef class Span:
    cdef pair[int, int] bounds
    def __init__(self, int lo, int hi):
        self.bounds.first = lo
        self.bounds.second = hi
    def widen(self, int k):
        self.bounds.first -= k
        self.bounds.second += k
        return self.bounds

cdef pair[int, double] p
p.first = 3
p.second += 1.5
print(p, p.first, p.second)
cdef vector[pair[int, int]] edges
edges.push_back(pair[int, int](1, 2))
edges.push_back(pair[int, int](3, 4))
edges[0].second = 9
edges[1].first += 10
print(edges)
cdef map[int, pair[int, int]] m
m[5].first = 7
print(m)
s = Span(2, 5)
print(s.widen(1), s.widen(2))
