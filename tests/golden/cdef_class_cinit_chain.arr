# Every cdef class's own __cinit__ runs, the base's first, with the
# constructor's arguments (ignored by a __cinit__ that takes only self);
# then __init__, and __dealloc__ subclass first.
cdef class Base:
    cdef int x
    def __cinit__(self, *args, **kw):
        print("Base.__cinit__", args)
        self.x = 1
    def __init__(self, a):
        print("Base.__init__", a)
    def __dealloc__(self):
        print("Base.__dealloc__")

cdef class Mid(Base):
    cdef int y
    def __cinit__(self, *args, **kw):
        print("Mid.__cinit__", self.x)
        self.y = 2
    def __init__(self, a, b=0):
        super().__init__(a)
        print("Mid.__init__", b, self.y)
    def __dealloc__(self):
        print("Mid.__dealloc__")

class Leaf(Mid):
    def __init__(self):
        super().__init__(10, b=5)
        print("Leaf.__init__")

def make():
    m = Mid(3)
    print("made", type(m).__name__)
    del m
    print("after del")
    l = Leaf()
    print(isinstance(l, Base), l.__class__.__mro__[1].__name__)
    return 0

make()
print("end")
cdef class A2:
    def __cinit__(self):
        print("A2.__cinit__")
cdef class B2(A2):
    def __cinit__(self, int n):
        print("B.__cinit__", n)
cdef class C2(B2):
    pass
b = B2(4)
c = C2(5)
try:
    A2(1)
except TypeError as e:
    print("TypeError", e)
