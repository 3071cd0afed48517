# object.__new__ and super().__new__ with extension types: CPython
# refuses object.__new__ of one, and super().__new__ reaches its own.
cdef class C:
    cdef public int x
    def __cinit__(self):
        self.x = 5

class P(C):
    def __new__(cls, *args):
        inst = super().__new__(cls)
        inst.tag = "made"
        return inst
    def __init__(self, y):
        self.y = y

class Single:
    _it = None
    def __new__(cls):
        if cls._it is None:
            cls._it = super().__new__(cls)
        return cls._it

class Plain:
    def __init__(self):
        self.y = 1

p = P(3)
print(type(p).__name__, p.x, p.y, p.tag)
print(Single() is Single())
q = object.__new__(Plain)
print(type(q).__name__, hasattr(q, 'y'))
print(type(C.__new__(C)).__name__, C.__new__(C).x)
for cls in (C, P):
    try:
        object.__new__(cls)
    except TypeError as e:
        print("TypeError:", e)
