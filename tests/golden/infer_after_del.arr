# Cython's type inference keeps a Python type for a local that `del`
# unbinds (an extension type's C attributes stay reachable), but not a
# C type, which cannot be deleted: the local becomes a Python object.
cimport cython


cdef class Grid:
    cdef double[:, :] data
    cdef int steps

    def __init__(self, int n):
        import numpy as np
        self.data = np.arange(n * n, dtype=np.float64).reshape(n, n)
        self.steps = n

    def __dealloc__(self):
        print("dealloc Grid")


def extension_type():
    g = Grid(3)
    print(cython.typeof(g), g.steps, g.data[2, 1])
    del g
    g = Grid(2)
    g.steps += 5
    print(cython.typeof(g), g.steps)


def builtin_types():
    items = [1, 2]
    table = {"a": 1}
    print(cython.typeof(items), cython.typeof(table))
    del items, table
    items = [3]
    print(len(items))


def c_types():
    d = 2.5
    n = 7
    print(cython.typeof(d), cython.typeof(n), d * n)
    del d, n


def deleted_in_branch(bint drop):
    g = Grid(1)
    if drop:
        del g
    try:
        print(g.steps)
    except UnboundLocalError as e:
        print("UnboundLocalError:", e)


extension_type()
builtin_types()
c_types()
deleted_in_branch(False)
deleted_in_branch(True)
