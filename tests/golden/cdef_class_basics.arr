import numpy as np
cdef class Counter:
    cdef public int count
    cdef readonly double scale
    cdef double[:] data
    def __cinit__(self, int n):
        self.count = 0
        self.scale = 1.5
        self.data = np.zeros(n)
    def bump(self, int k=1):
        self.count += k
        return self.count
    cdef double total(self):
        cdef double s = 0
        cdef Py_ssize_t i
        for i in range(self.data.shape[0]):
            s += self.data[i]
        return s
    cpdef double fill(self, double v):
        self.data[:] = v
        return self.total()

cdef class Sub(Counter):
    def bump(self, int k=1):
        return Counter.bump(self, 10 * k)

c = Counter(4)
print(c.bump(), c.bump(2), c.count, c.scale)
print(c.fill(2.5))
s = Sub(2)
print(s.bump(), s.count, isinstance(s, Counter))
try:
    c.count = "x"
except TypeError as e:
    print("TypeError:", e)
c.count = 7.9
print(c.count)
