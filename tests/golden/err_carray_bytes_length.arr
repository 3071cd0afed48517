# arr-only: Cython refuses this while compiling, with the same message.
# A bytes literal assigned to a C char array must have its length.
def f():
    cdef char name[8]
    name = b"abc"
    print(name)
f()
