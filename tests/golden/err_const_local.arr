# arr-only: Cython refuses this at compile time with the same message
# ("Assignment to const 'k'"): a function initialises its C locals by assignment.
def f():
    cdef const int k = 5
    return k
print(f())
