# A typed loop calling cdef/cpdef methods that read the receiver's typed
# view attributes: overrides reading other attributes, a Python
# subclass, an out-of-bounds element.
import numpy as np

cdef class Table:
    cdef double[:] w
    cdef public long calls
    def __init__(self, w):
        self.w = w
        self.calls = 0
    cpdef double at(self, int i):
        self.calls += 1
        return self.w[i % self.w.shape[0]]

cdef class Scaled(Table):
    cdef double[:, ::1] m
    def __init__(self, w, m):
        Table.__init__(self, w)
        self.m = m
    cpdef double at(self, int i):
        return self.w[i % self.w.shape[0]] * self.m[i % 2, 1]

class Py(Table):
    def at(self, i):
        return -1.0

cdef class Strict(Table):
    cpdef double at(self, int i):
        return self.w[i]

def total(Table t, int n):
    cdef int i
    cdef double s = 0
    for i in range(n):
        s += t.at(i)
    return s

a = np.arange(4.0)
t = Table(a)
print(total(t, 10), t.calls)
a[0] = 100
print(total(t, 10), t.calls)
print(total(Scaled(np.arange(3.0), np.array([[1.0, 2.0], [3.0, 4.0]])), 7))
print(total(Py(a), 5))
try:
    print(total(Strict(np.arange(3.0)), 5))
except IndexError as e:
    print("IndexError:", e)
