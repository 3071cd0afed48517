# arr-only: Cython refuses this at compile time with the same message
# ("Assignment to const 'k'"): a const local declared without a value
# cannot be given one afterwards.
def f():
    cdef const double k
    k = 2
    return k

print(f())
