# distutils: language = c++
from libcpp.vector cimport vector
from libcpp.map cimport map as cmap
from libcpp.string cimport string
from libcpp.pair cimport pair
from libcpp.algorithm cimport sort
from cython.operator cimport dereference as deref, preincrement as inc

cdef bint by_second(pair[int, int] a, pair[int, int] b):
    return a.second < b.second

def word_counts(text):
    cdef cmap[string, int] counts
    cdef string w
    for word in text.split():
        w = word.encode()
        counts[w] += 1
    out = []
    cdef cmap[string, int].iterator it = counts.begin()
    while it != counts.end():
        out.append((deref(it).first.decode(), deref(it).second))
        inc(it)
    return out

print(word_counts("the cat and the hat and the bat"))
cdef string s = b"hello"
print(s.decode(), s.decode("ascii").upper(), s.size())
cdef cmap[string, int] m
m[b"k"] = 1
cdef pair[string, int] p = pair[string, int](b"x", 2)
print(p.first.decode(), p.first, m[b"k"])
