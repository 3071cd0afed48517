# distutils: language = c++
from libcpp.vector cimport vector
from libcpp.map cimport map as cmap
from libcpp.unordered_map cimport unordered_map
from libcpp.string cimport string
from libcpp.pair cimport pair
from libcpp.set cimport set as cset
from libcpp.algorithm cimport sort, reverse
from libcpp cimport bool as cbool
from cython.operator cimport dereference as deref, preincrement as inc

def vec_demo(int n):
    cdef vector[int] v
    cdef int i
    for i in range(n):
        v.push_back((i * 37) % 11)
    sort(v.begin(), v.end())
    print(v, v.size(), v.front(), v.back(), v[2])
    reverse(v.begin(), v.end())
    v.pop_back()
    cdef vector[int].iterator it = v.begin()
    cdef int total = 0
    while it != v.end():
        total += deref(it)
        inc(it)
    print(total, list(v)[:3])
    cdef vector[vector[double]] grid = vector[vector[double]](2, vector[double](3, 1.5))
    grid[1][2] = 7
    print(grid)
    return v

def map_demo(words):
    cdef cmap[string, int] counts
    cdef string w
    for word in words:
        w = word.encode()
        counts[w] += 1
    for kv in counts:
        print(kv.first.decode(), kv.second)
    cdef unordered_map[int, double] um
    um[3] = 1.5
    um[4] = 2.5
    print(um.size(), um.count(3), um.count(9), um[4])
    cdef pair[int, string] p = pair[int, string](1, b"one")
    print(p.first, p.second)
    cdef cset[int] s
    for x in [5, 1, 5, 3]:
        s.insert(x)
    print(s, s.size(), s.count(5))
    return counts

print(vec_demo(8))
print(map_demo("the cat the dog the end".split()))
cdef string cs = b"hello"
cs.append(b" world")
print(cs, cs.size(), cs.substr(0, 4), cs.find(b"wor"), cs.length())
