# __dealloc__ runs when the last reference goes (rebinding, del, a local at
# return, the module at exit), a subclass's before its base's; typed locals
# reach private attributes at C level.
from libc.stdlib cimport malloc, free

cdef class Buf:
    cdef int* p
    cdef int n
    cdef str tag
    def __cinit__(self, int n, str tag):
        self.p = <int*>malloc(n * sizeof(int))
        self.n = n
        self.tag = tag
        print("cinit", tag)
    def __init__(self, int n, str tag):
        print("init", tag)
    def __dealloc__(self):
        print("dealloc", self.tag)
        free(self.p)

cdef class Sub(Buf):
    def __dealloc__(self):
        print("sub dealloc", self.tag)

def make():
    b = Buf(3, "local")
    b.p[0] = 1
    return b.p[0]

print(make())
a = Buf(2, "a")
a = Buf(2, "b")
print("rebound")
del a
print("deleted")
c = Sub(1, "c")
print("end")
