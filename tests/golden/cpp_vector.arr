# distutils: language = c++
# Vectors as Cython's C++ tutorial uses them: values copied on
# assignment, converted to lists, passed and returned by value.
from libcpp.vector cimport vector
from libcpp.algorithm cimport sort, reverse
from cython.operator cimport dereference as deref, preincrement as inc

cdef struct Point:
    double x
    double y

cdef vector[double] scaled(vector[double] v, double k):
    cdef size_t i
    for i in range(v.size()):
        v[i] *= k
    return v

cdef double total(vector[double]& v):
    cdef double s = 0
    cdef double x
    for x in v:
        s += x
    return s

cdef class Stack:
    cdef vector[int] items
    def push(self, int x):
        self.items.push_back(x)
    def pop(self):
        cdef int top = self.items.back()
        self.items.pop_back()
        return top
    def __len__(self):
        return self.items.size()
    def contents(self):
        return self.items

def run():
    cdef vector[double] a = [3.0, 1.5, 2.0]
    cdef vector[double] b = scaled(a, 2.0)
    print(a, b, total(b))
    cdef vector[double] c = a
    c.push_back(9.0)
    print(a.size(), c.size(), c)
    cdef vector[vector[int]] grid = [[1, 2], [3, 4, 5]]
    grid[0].push_back(7)
    grid[1][0] = 30
    cdef vector[int] row = grid[1]
    row.push_back(99)
    print(grid, row, grid[1].size())
    cdef vector[int] v
    cdef int i
    for i in range(10):
        v.push_back((i * 7) % 10)
    sort(v.begin(), v.end())
    print(v)
    reverse(v.begin(), v.begin() + 3)
    print(v)
    v.erase(v.begin() + 1)
    v.insert(v.begin(), -1)
    print(v, v.front(), v.back())
    cdef vector[int].iterator it = v.begin()
    cdef int s = 0
    while it != v.end():
        s += deref(it)
        inc(it)
    print(s, it - v.begin())
    v.resize(3)
    print(v)
    v.resize(5, 42)
    print(v)
    v.clear()
    print(v, v.empty(), v.size())
    cdef vector[Point] pts
    cdef Point p
    for i in range(3):
        p.x = i
        p.y = i * i
        pts.push_back(p)
    print(pts[2].y, pts)
    cdef vector[int] filled = vector[int](4, 3)
    print(filled, vector[double](2))
    st = Stack()
    for i in range(5):
        st.push(i * i)
    print(st.pop(), st.pop(), len(st), st.contents())
    print([x * 2 for x in filled], sum(b), len(b))
    try:
        print(v.at(3))
    except IndexError as e:
        print("IndexError:", e)
    cdef vector[int] big = range(5)
    print(big, list(big)[::-1])

run()
