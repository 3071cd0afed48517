# arr-only: compile error, same words as Cython 3.3 (2:4 Cannot assign type ...)
cdef tuple t = ()
t = [1]
