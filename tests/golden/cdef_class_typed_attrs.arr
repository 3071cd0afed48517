# Attributes of cdef classes are typed where the instance is known: self in
# methods, `cdef Holder b`, typed parameters; pointer attributes (the
# Cython docs' SomeMemory) hold malloc'ed blocks.
from cpython.mem cimport PyMem_Malloc, PyMem_Realloc, PyMem_Free

cdef class SomeMemory:
    cdef double* data
    cdef size_t n

    def __cinit__(self, size_t number):
        self.data = <double*> PyMem_Malloc(number * sizeof(double))
        if not self.data:
            raise MemoryError()
        self.n = number
        cdef size_t i
        for i in range(number):
            self.data[i] = i * 1.5

    def resize(self, size_t new_number):
        mem = <double*> PyMem_Realloc(self.data, new_number * sizeof(double))
        if not mem:
            raise MemoryError()
        self.data = mem
        cdef size_t i
        for i in range(self.n, new_number):
            self.data[i] = -1.0
        self.n = new_number

    def total(self):
        cdef double s = 0
        cdef size_t i
        for i in range(self.n):
            s += self.data[i]
        return s

    def __dealloc__(self):
        PyMem_Free(self.data)

m = SomeMemory(4)
print(m.total())
m.resize(6)
print(m.total())

cdef class Counter:
    cdef int count
    cdef public double rate
    def __init__(self):
        self.count = 0
        self.rate = 0.5
    def tick(self, int k):
        cdef int i
        for i in range(k):
            self.count += 1
            self.rate = self.rate * 1.5 + self.count
        return self.count, self.rate

c = Counter()
print(c.tick(5))
print(c.rate)
cdef class Holder:
    cdef int n
    cdef double w
    def __init__(self, int n):
        self.n = n
        self.w = 0.5

def use():
    cdef Holder b = Holder(3)
    b.n += 2
    return b.n * b.w

print(use())

def scale(Holder h, double k):
    h.w = h.w * k
    h.n = h.n * 2
    return h.n, h.w

hh = Holder(4)
print(scale(hh, 3.0))
try:
    hh.n
except AttributeError as e:
    print("AttributeError:", e)
