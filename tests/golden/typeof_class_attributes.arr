# cython.typeof of a cdef class attribute declared with a builtin Python
# type names it ("str object", "ndarray"), or the cdef class it holds;
# methods called on such an attribute give their known result types, and
# None in it raises as in Cython.
cimport cython
import numpy as np
cimport numpy as cnp
cdef class Base:
    cdef str name
    cdef list items
    cdef public dict meta
    cdef readonly tuple pair
    cdef bytes raw
    cdef set seen
    cdef object anything
    cdef double w
    cdef cnp.ndarray arr
    cdef Base link
    def __init__(self):
        self.name = "n"
    def show(self):
        print(cython.typeof(self.name), cython.typeof(self.items), cython.typeof(self.meta))
        print(cython.typeof(self.pair), cython.typeof(self.raw), cython.typeof(self.seen))
        print(cython.typeof(self.anything), cython.typeof(self.w), cython.typeof(self.link))
        print(cython.typeof(self.show), cython.typeof(self.arr))
        print(cython.typeof(self.name.upper()), cython.typeof(self.link.name))
cdef class Child(Base):
    cdef frozenset fs
    def more(self):
        print(cython.typeof(self.name), cython.typeof(self.fs))
def outside(Base b):
    print(cython.typeof(b.name), cython.typeof(b.link))
Child().show()
Child().more()
outside(Base())
cdef class Holder:
    cdef list items
    cdef str name
    cdef dict d
    def go(self):
        for f in (lambda: self.items.append(1), lambda: self.name.find("x"), lambda: len(self.items),
                  lambda: self.d.get(1), lambda: self.name.upper(), lambda: self.items[0]):
            try:
                print(f())
            except Exception as e:
                print(type(e).__name__, e)
        self.items = [3, 1, 2]
        self.name = "abcx"
        self.d = {1: 2}
        self.items.sort()
        print(self.items, self.name.find("x"), self.d.get(1), self.name.split("b"), self.items.pop())
        print(self.name * 2, self.name[1:], self.items + [9], sorted(self.d.items()))
Holder().go()
