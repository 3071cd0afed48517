# arr-only: Cython 3.3 refuses at compile time with "Assignment to const dereference" (probed with the oracle)
cdef void f(const int * value):
    print(value[0])
    value[0] = 3
cdef int x = 1
f(&x)
