# arr-only: compile error, same words as Cython 3.3
cdef int *p
print(p)
