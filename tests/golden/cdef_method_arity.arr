# Cython counts a cdef class method's positional arguments without self in
# its TypeError; a Python class's methods count self, as CPython does.
cdef class A:
    def __cinit__(self, double scale=1.0):
        pass
    def m(self, x, y=2):
        return x
    def k(self, x):
        return x
    cpdef int c(self, int x):
        return x

class P:
    def m(self, x, y=2):
        return x

def f(x, y=2):
    return x

def g(int x):
    return x

a = A()
for thunk in [lambda: A(1, 2), lambda: a.m(), lambda: a.m(1, 2, 3), lambda: a.k(), lambda: a.k(1, 2), lambda: a.c(), lambda: a.c(1, 2),
              lambda: P().m(), lambda: P().m(1, 2, 3), lambda: f(), lambda: f(1, 2, 3), lambda: g(), lambda: g(1, 2), lambda: A(scale=1, q=2), lambda: f(1, z=3)]:
    try:
        thunk()
    except TypeError as e:
        print(e)
