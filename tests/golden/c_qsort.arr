# qsort from libc.stdlib with C comparison functions over structs and doubles;
# a cdef class growing its malloc'ed storage.
from libc.stdlib cimport malloc, free, qsort
from libc.string cimport memcpy
cimport cython

cdef struct Item:
    int key
    double value

cdef int cmp_items(const void* a, const void* b) noexcept nogil:
    cdef int ka = (<Item*>a).key
    cdef int kb = (<Item*>b).key
    return (ka > kb) - (ka < kb)

def sort_items(list keys):
    n = len(keys)
    items = <Item*>malloc(n * sizeof(Item))
    if not items:
        raise MemoryError()
    try:
        for i in range(n):
            items[i].key = keys[i]
            items[i].value = keys[i] * 0.5
        qsort(items, n, sizeof(Item), cmp_items)
        return [(items[i].key, items[i].value) for i in range(n)]
    finally:
        free(items)

cdef class Stack:
    cdef int* data
    cdef int size, cap

    def __cinit__(self, int cap=4):
        self.data = <int*>malloc(cap * sizeof(int))
        self.size = 0
        self.cap = cap

    def __dealloc__(self):
        free(self.data)

    cdef void grow(self):
        cdef int* nd = <int*>malloc(2 * self.cap * sizeof(int))
        memcpy(nd, self.data, self.size * sizeof(int))
        free(self.data)
        self.data = nd
        self.cap *= 2

    def push(self, int x):
        if self.size == self.cap:
            self.grow()
        self.data[self.size] = x
        self.size += 1

    def pop(self):
        if self.size == 0:
            raise IndexError("pop from empty stack")
        self.size -= 1
        return self.data[self.size]

    def __len__(self):
        return self.size

print(sort_items([5, 3, 9, 1, 7]))
s = Stack()
for k in range(10):
    s.push(k * k)
print(len(s), s.pop(), s.pop(), len(s))
while len(s):
    s.pop()
try:
    s.pop()
except IndexError as e:
    print("IndexError:", e)

cdef int cmp_desc(const void* a, const void* b) noexcept nogil:
    cdef double x = (<double*>a)[0]
    cdef double y = (<double*>b)[0]
    return (x < y) - (x > y)

def sort_desc(list xs):
    cdef int n = len(xs)
    cdef double* v = <double*>malloc(n * sizeof(double))
    for i in range(n):
        v[i] = xs[i]
    qsort(v, n, sizeof(double), cmp_desc)
    out = [v[i] for i in range(n)]
    free(v)
    return out

print(sort_desc([0.5, -2.0, 3.25, 1.0, 3.25]))
