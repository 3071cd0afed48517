# arr-only: Cython refuses this at compile time with the same message
cdef struct A:
    A inner
    int x
cdef A a
print(sizeof(A))
