# arr-only: Cython refuses yield in a cdef function ("'yield' not supported here").
cdef int f():
    yield 1
    return 0
print(f())
