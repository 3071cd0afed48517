# Kruskal's MST with qsort over a malloc'd struct array, cdivision, enums,
# a cdef class stack with cpdef methods.
# distutils: language = c
# cython: cdivision=True
cimport cython
from libc.stdlib cimport malloc, free, qsort
from libc.string cimport memset

ctypedef struct Edge:
    int u, v
    double w

cdef int cmp_edges(const void* a, const void* b) noexcept nogil:
    cdef double wa = (<Edge*>a).w, wb = (<Edge*>b).w
    return (wa > wb) - (wa < wb)

cdef int find(int* parent, int x) noexcept:
    while parent[x] != x:
        parent[x] = parent[parent[x]]
        x = parent[x]
    return x

def kruskal(int n, list edges):
    cdef int m = len(edges), i, ru, rv, taken = 0
    cdef Edge* es = <Edge*>malloc(m * sizeof(Edge))
    cdef int* parent = <int*>malloc(n * sizeof(int))
    cdef double total = 0
    try:
        for i, (u, v, w) in enumerate(edges):
            es[i].u = u; es[i].v = v; es[i].w = w
        qsort(es, m, sizeof(Edge), cmp_edges)
        for i in range(n):
            parent[i] = i
        out = []
        for i in range(m):
            ru = find(parent, es[i].u); rv = find(parent, es[i].v)
            if ru != rv:
                parent[ru] = rv
                total += es[i].w
                taken += 1
                out.append((es[i].u, es[i].v, es[i].w))
        return total, taken, out
    finally:
        free(es); free(parent)

edges = [(0, 1, 4.0), (0, 2, 3.0), (1, 2, 1.0), (1, 3, 2.0), (2, 3, 4.5), (3, 4, 0.5), (2, 4, 6.0)]
print(kruskal(5, edges))

@cython.cdivision(True)
cdef int cmod(int a, int b):
    return a % b

def mods():
    return [cmod(-7, 3), -7 % 3, cmod(7, -3), 7 // -2]
print(mods())

cdef enum Color:
    RED = 1
    GREEN = 2
    BLUE = 4

cpdef enum Shape:
    CIRCLE
    SQUARE

def colors():
    cdef Color c = GREEN
    cdef int mask = RED | BLUE
    return c, mask, <int>BLUE, Shape.SQUARE, Shape.CIRCLE == 0, list(Shape)
print(colors())

cdef class Stack:
    cdef list items
    cdef readonly int pushes
    def __cinit__(self):
        self.items = []
        self.pushes = 0
    cpdef push(self, x):
        self.items.append(x)
        self.pushes += 1
    cpdef pop(self):
        if not self.items:
            raise IndexError("pop from empty stack")
        return self.items.pop()
    def __len__(self):
        return len(self.items)
    def __repr__(self):
        return f"Stack({self.items})"

s = Stack()
for k in range(4):
    s.push(k * k)
print(s, len(s), s.pop(), s.pushes)
try:
    Stack().pop()
except IndexError as e:
    print("IndexError:", e)
