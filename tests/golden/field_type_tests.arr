cdef class B:
    pass

cdef class A:
    cdef public list items
    cdef public dict d
    cdef public str s
    cdef public tuple t
    cdef public B b
    cdef public C c
    cdef public object o
    cdef public bytes by

cdef class C(B):
    pass

class PyC(C):
    pass

a = A()
for name, v in [("items", 5), ("items", (1,)), ("d", []), ("s", b"x"), ("t", [1]), ("b", 3), ("b", A()), ("c", B()), ("by", "x"), ("s", 1)]:
    try:
        setattr(a, name, v)
        print("ok", name)
    except TypeError as e:
        print("TypeError", e)
a.b = C(); a.c = PyC(); a.b = None; a.items = None
print(type(a.c).__name__, a.b, a.items)
a.items = [1]
a.o = 5
print(a.items, a.o)
