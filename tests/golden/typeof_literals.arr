cimport cython
cdef int k = 3
print(cython.typeof([k]))
print(cython.typeof((k, 1.0)))
print(cython.typeof({1: 2}))
print(cython.typeof("s"))
print(cython.typeof({1, 2}))
x = [1]
print(cython.typeof(x))
print(cython.typeof(k > 1))
