# A cdef class's @staticmethod cdef factory takes C arguments a Python
# call could not pass (a struct pointer), called through its class and
# through a subclass that inherits it.
from libc.stdlib cimport malloc, free
ctypedef struct pair:
    int a
    int b
cdef class Wrapper:
    cdef pair* p
    cdef bint owner
    def __dealloc__(self):
        if self.p is not NULL and self.owner:
            free(self.p)
    @staticmethod
    cdef Wrapper wrap(pair* p, bint owner=False):
        cdef Wrapper w = Wrapper.__new__(Wrapper)
        w.p = p
        w.owner = owner
        return w
    @staticmethod
    cdef Wrapper fresh(int a, int b):
        cdef pair* p = <pair*>malloc(sizeof(pair))
        p.a = a
        p.b = b
        return Wrapper.wrap(p, owner=True)
    def total(self):
        return self.p.a + self.p.b
cdef class Sub(Wrapper):
    def kind(self):
        return "sub"
cdef pair s = pair(a=3, b=4)
w = Wrapper.wrap(&s)
print(w.total(), type(w).__name__)
f = Wrapper.fresh(10, 20)
print(f.total())
def inside():
    cdef pair t = pair(a=1, b=2)
    return Wrapper.wrap(&t).total()
print(inside())
print(type(Sub.wrap(&s)).__name__)
