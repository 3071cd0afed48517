# arr-only: Cython refuses this with "'foo' is not a type identifier", reported once.
def f():
    cdef foo x = 1
    return x
print(f())
