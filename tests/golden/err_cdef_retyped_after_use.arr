# arr-only: Cython refuses this at compile time with "'a' redeclared " (and "Previous declaration is here"), then "cdef variable 'a' declared after it is used", both at line 4
cdef int a = 1
print(a)
cdef double a = 2.0
print(a)
