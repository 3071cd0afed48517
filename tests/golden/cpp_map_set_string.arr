# distutils: language = c++
# Maps, sets, pairs and strings from libcpp: counting, lookup, ordered
# and unordered iteration, conversion to dicts, sets, tuples and bytes.
from libcpp.map cimport map
from libcpp.unordered_map cimport unordered_map
from libcpp.set cimport set as cset
from libcpp.unordered_set cimport unordered_set
from libcpp.pair cimport pair
from libcpp.string cimport string
from libcpp.vector cimport vector
from cython.operator cimport dereference as deref, preincrement as inc

cdef pair[int, double] min_max_pair(vector[double]& xs):
    cdef pair[int, double] best = pair[int, double](0, xs[0])
    cdef int i
    for i in range(1, xs.size()):
        if xs[i] < best.second:
            best = pair[int, double](i, xs[i])
    return best

cdef map[string, int] word_counts(list words):
    cdef map[string, int] counts
    for w in words:
        counts[w.encode()] += 1
    return counts

def run():
    cdef map[string, int] c = word_counts("the cat and the dog and the end".split())
    print(c)
    print(c[b"the"], c.count(b"cat"), c.count(b"zebra"), c.size())
    cdef map[string, int].iterator it = c.begin()
    while it != c.end():
        print(deref(it).first, deref(it).second)
        inc(it)
    cdef pair[string, int] kv
    for kv in c:
        if kv.second > 1:
            print("repeated", kv.first)
    it = c.find(b"dog")
    if it != c.end():
        print("found", deref(it).second)
    if c.find(b"cow") == c.end():
        print("no cow")
    c.erase(b"and")
    print(c, c.at(b"end"))
    try:
        c.at(b"zebra")
    except IndexError as e:
        print("IndexError:", e)
    cdef unordered_map[int, vector[int]] groups
    cdef int i
    for i in range(12):
        groups[i % 4].push_back(i)
    print(groups, groups[3].size())
    cdef unordered_map[int, int] sq = {k: k * k for k in range(6)}
    sq[10] = 100
    print(sq, sq.at(10))
    try:
        sq.at(99)
    except IndexError as e:
        print("IndexError:", e)
    cdef cset[int] s = {5, 1, 4}
    s.insert(3)
    s.insert(1)
    print(s, s.size(), s.count(4), s.count(9))
    s.erase(4)
    for i in s:
        print("in set", i)
    cdef unordered_set[int] us = [10, 20, 30, 10]
    print(sorted(us), us.size())
    cdef pair[int, double] p = min_max_pair([3.5, 1.25, 2.0, 0.5, 9.0])
    print(p, p.first, p.second)
    cdef string t = b"hello"
    t.push_back(b'!')
    cdef string u = t + b" world"
    print(t, u, u.size(), t[0], t.length())
    cdef map[int, pair[int, int]] spans
    spans[2] = pair[int, int](1, 3)
    spans[1] = (0, 1)
    print(spans, spans[2].second)
    cdef pair[map[int, int].iterator, bint] r
    cdef map[int, int] m2
    m2[1] = 1
    r = m2.insert(pair[int, int](1, 5))
    print(r.second, m2)
    r = m2.insert(pair[int, int](2, 5))
    print(r.second, deref(r.first).first, m2)

run()
