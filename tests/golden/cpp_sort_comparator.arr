# distutils: language = c++
from libcpp.vector cimport vector
from libcpp.pair cimport pair
from libcpp.algorithm cimport sort

cdef bint by_second(pair[int, int] a, pair[int, int] b):
    return a.second < b.second

cdef bint desc(int a, int b):
    return a > b

cdef vector[pair[int, int]] v
cdef int i
for i in range(200):
    v.push_back(pair[int, int](i, (i * 37 + 11) % 7))
sort(v.begin(), v.end(), by_second)
print([v[k].first for k in range(v.size())])
cdef vector[pair[int, int]] small
for i in range(12):
    small.push_back(pair[int, int](i, i % 3))
sort(small.begin(), small.end(), by_second)
print([(small[k].first, small[k].second) for k in range(small.size())])
cdef vector[int] w
for i in range(50):
    w.push_back((i * 31) % 17)
sort(w.begin() + 5, w.end() - 5, desc)
print(w)

