from libc.stdlib cimport malloc, free, realloc
from libc.string cimport memset, memcpy

cdef class IntVec:
    cdef int *data
    cdef Py_ssize_t n, cap
    def __cinit__(self, Py_ssize_t cap=4):
        self.data = <int *> malloc(cap * sizeof(int))
        if self.data == NULL:
            raise MemoryError()
        self.n = 0
        self.cap = cap
    def __dealloc__(self):
        free(self.data)
    cdef void _grow(self):
        self.cap *= 2
        self.data = <int *> realloc(self.data, self.cap * sizeof(int))
    def push(self, int v):
        if self.n == self.cap:
            self._grow()
        self.data[self.n] = v
        self.n += 1
    def __len__(self):
        return self.n
    def __getitem__(self, Py_ssize_t i):
        if i < 0:
            i += self.n
        if not 0 <= i < self.n:
            raise IndexError("IntVec index out of range")
        return self.data[i]
    def __iter__(self):
        cdef Py_ssize_t i
        for i in range(self.n):
            yield self.data[i]
    def tolist(self):
        return [self.data[i] for i in range(self.n)]
    @staticmethod
    def from_list(list xs):
        v = IntVec(len(xs) or 1)
        for x in xs:
            v.push(x)
        return v

v = IntVec()
for i in range(10):
    v.push(i * i)
print(len(v), v[3], v[-1], v.tolist())
print(sum(v), list(v)[:3])
w = IntVec.from_list([5, 6, 7])
print(w.tolist(), 6 in w)
try:
    v[20]
except IndexError as e:
    print("IndexError:", e)
cdef int buf[6]
memset(buf, 0, sizeof(buf))
cdef int src[3]
src[0] = 1; src[1] = 2; src[2] = 3
memcpy(&buf[2], src, 3 * sizeof(int))
print(buf)
