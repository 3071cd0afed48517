# An extension type over a malloc block of structs sorted with qsort, enums,
# a fused clamp, an old-style buffer histogram, memcpy and typeof.
# cython: boundscheck=False, wraparound=False
import numpy as np
cimport numpy as cnp
from libc.stdlib cimport malloc, free, qsort
from libc.string cimport memcpy
cimport cython

cdef enum Color:
    RED = 1
    GREEN = 2
    BLUE = 4

cdef struct Item:
    int id
    double weight
    Color color

cdef int cmp_items(const void* a, const void* b) noexcept nogil:
    cdef double wa = (<Item*>a).weight, wb = (<Item*>b).weight
    return (wa > wb) - (wa < wb)

cdef class Inventory:
    cdef Item* items
    cdef int n
    cdef public str name
    def __cinit__(self, int n, str name="inv"):
        self.items = <Item*>malloc(n * sizeof(Item))
        self.n = n
        self.name = name
        cdef int i
        for i in range(n):
            self.items[i].id = i
            self.items[i].weight = ((i * 37) % 11) / 2.0
            self.items[i].color = RED if i % 3 == 0 else (GREEN if i % 3 == 1 else BLUE)
    def __dealloc__(self):
        free(self.items)
    def sort(self):
        qsort(self.items, self.n, sizeof(Item), cmp_items)
    def ids(self):
        return [self.items[i].id for i in range(self.n)]
    def by_color(self, int c):
        return [self.items[i] for i in range(self.n) if self.items[i].color == c]
    cpdef double total(self):
        cdef double s = 0
        cdef int i
        for i in range(self.n):
            s += self.items[i].weight
        return s
    def __len__(self):
        return self.n
    def __repr__(self):
        return f"<Inventory {self.name!r} n={self.n} total={self.total():.2f}>"

inv = Inventory(10, name="shop")
print(inv, len(inv))
inv.sort()
print(inv.ids())
print(inv.by_color(BLUE))
print(<int>RED | <int>BLUE, GREEN)

ctypedef fused num:
    int
    double

cdef num clamp(num x, num lo, num hi):
    return lo if x < lo else (hi if x > hi else x)

print(clamp(5, 0, 3), clamp(-1.5, 0.0, 1.0), clamp[double](0.25, 0, 1))

def hist(double[:] data, int nbins):
    cdef cnp.ndarray[cnp.int64_t, ndim=1] counts = np.zeros(nbins, dtype=np.int64)
    cdef double lo = np.min(data), hi = np.max(data)
    cdef Py_ssize_t i
    cdef int b
    for i in range(data.shape[0]):
        b = <int>((data[i] - lo) / (hi - lo) * nbins)
        if b == nbins:
            b -= 1
        counts[b] += 1
    return counts

print(hist(np.linspace(0, 1, 101), 7))
cdef int* buf = <int*>malloc(5 * sizeof(int))
cdef int src[5]
src[:] = [5, 4, 3, 2, 1]
memcpy(buf, src, 5 * sizeof(int))
print([buf[i] for i in range(5)], src)
free(buf)
try:
    raise ValueError("bad %d" % 3)
except ValueError as e:
    print(repr(e), e.args)
finally:
    print("finally")
cdef double[:, ::1] m = np.eye(3)
m[1, :] = 2.5
print(np.asarray(m), m.shape, np.asarray(m).sum())
print(cython.typeof(m), cython.typeof(inv), cython.typeof(3.0))
