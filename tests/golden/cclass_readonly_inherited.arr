# A readonly attribute declared by a base cdef class: the message names
# the class that declares it, as the attribute's descriptor does.
cdef class Shape:
    cdef readonly str name
    def __cinit__(self, *args, **kwargs):
        self.name = type(self).__name__

cdef class Rect(Shape):
    cdef double w, h
    def __init__(self, double w, double h):
        self.w = w
        self.h = h

cdef class Square(Rect):
    pass

for s in [Shape(), Rect(2, 3), Square(1, 1)]:
    print(s.name)
    try:
        s.name = "x"
    except AttributeError as e:
        print(e)
try:
    Rect(1, 2).w
except AttributeError as e:
    print(e)
