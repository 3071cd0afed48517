# arr-only: err cdef arity
cdef int add(int a, int b):
    return a + b
print(add(1, 2, 3))
