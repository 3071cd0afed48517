# arr-only: Cython 3.3 refuses at compile time with "Assignment to const 'value'" (probed with the oracle)
cdef void f(int * const value):
    cdef int y = 1
    value[0] = 2
    value = &y
