# distutils: language = c++
# Vectors of doubles and ints as values: by-value parameters and returns
# copy, a vector of vectors filled in a nested loop, sort/reverse, insert,
# erase, iterators, swap, at, resize, a cdef class attribute read in a
# cpdef method.
from libcpp.vector cimport vector
from libcpp.algorithm cimport sort, reverse
from cython.operator cimport dereference as deref, preincrement as inc

cdef vector[double] scaled(vector[double] v, double k):
    cdef size_t i
    for i in range(v.size()):
        v[i] *= k
    return v

cdef class Poly:
    cdef vector[double] c
    def __init__(self, coeffs):
        self.c = coeffs
    cpdef double at(self, double x):
        cdef double r = 0
        cdef int i
        for i in range(<int>self.c.size() - 1, -1, -1):
            r = r * x + self.c[i]
        return r

def run():
    cdef vector[double] a = [3.0, 1.0, 2.0]
    cdef vector[double] b = scaled(a, 2.0)
    print(a, b)
    cdef vector[vector[double]] grid = vector[vector[double]](3, vector[double](2, 0.5))
    cdef size_t i, j
    for i in range(grid.size()):
        for j in range(grid[i].size()):
            grid[i][j] += i * 10 + j
    print(grid)
    sort(b.begin(), b.end())
    print(b, b.front(), b.back())
    reverse(b.begin(), b.end())
    b.insert(b.begin() + 1, 9.5)
    b.erase(b.begin())
    print(b)
    cdef vector[int] v = range(6)
    cdef vector[int].iterator it = v.begin()
    cdef long s = 0
    while it != v.end():
        s += deref(it)
        inc(it)
    cdef vector[int] w = [7, 8]
    v.swap(w)
    print(s, v, w, v.size(), w.at(2))
    v.resize(4, -1)
    v.pop_back()
    print(v, Poly([1.0, 2.0, 3.0]).at(2.0))
    v.clear()
    print(v.empty(), len([x for x in w]), sum(w))

run()
