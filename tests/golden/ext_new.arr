# `C.__new__(C)`: Cython's documented way to make an extension type
# without running __init__ (its __cinit__ still runs, with the arguments).
cdef class Wrapper:
    cdef int value
    cdef object tag
    def __cinit__(self, *args):
        print("cinit", args)
        self.tag = "made"
    def __init__(self, v):
        print("init", v)
        self.value = v

    @staticmethod
    cdef Wrapper from_value(int v):
        cdef Wrapper w = Wrapper.__new__(Wrapper)
        w.value = v
        return w

    def show(self):
        return (self.value, self.tag)

cdef class Child(Wrapper):
    def __cinit__(self, *args):
        print("child cinit", args)

class Plain:
    def __init__(self):
        print("Plain init")
        self.x = 1

print(Wrapper(4).show())
print(Wrapper.from_value(9).show())
w = Wrapper.__new__(Wrapper, 1, 2)
print(w.show(), type(w).__name__)
c = Child.__new__(Child)
print(c.show(), type(c).__name__, isinstance(c, Wrapper))
p = Plain.__new__(Plain)
print(type(p).__name__, hasattr(p, "x"))

# A Python subclass of an extension type: the cdef base's __cinit__ runs.
class PySub(Wrapper):
    def __init__(self):
        print("PySub init")

s = PySub.__new__(PySub, 5)
print(type(s).__name__, s.show())
