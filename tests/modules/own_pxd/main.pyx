from ctypes_decl cimport Pair, Color, RED, BLUE, clamp
cimport ctypes_decl as cd

cdef class Accumulator:
    def __init__(self):
        self.total = 0
        self.n = 0

    cdef void push(self, real_t x):
        self.total += x
        self.n += 1

    cpdef real_t mean(self):
        return self.total / self.n

cdef real_t scaled(real_t x, real_t k):
    return clamp(x * k, 0.0, 10.0)

cdef Accumulator acc = Accumulator()
cdef int i
for i in range(6):
    acc.push(scaled(i, 3.0))
print(acc.total, acc.n, acc.mean())
cdef Pair p = Pair(first=RED | BLUE, second=2.5)
print(p.first, p.second, p)
cdef cd.Pair q = cd.Pair(3, cd.clamp(-1.0, 0.0, 1.0))
print(q)
cdef Color c = cd.GREEN
print(c, <int>cd.BLUE)
try:
    acc.total = 3
except AttributeError as e:
    print("AttributeError:", e)
acc.n = 10
print(acc.mean())
