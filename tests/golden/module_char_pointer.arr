# A module-level char* from malloc: written through p[i], printed as the
# bytes up to its NUL, read back as C chars, then freed; cython.typeof
# names char pointers and chars as Cython does.
from libc.stdlib cimport malloc, free
cdef double* d = <double*> malloc(16)
d[0] = 1.5
print(d[0])
free(d)
cdef char* p
p = <char*> malloc(10)
p[0] = 65
p[1] = 0
print(p)
free(p)
cdef char* s = <char*> malloc(4)
s[0] = 104
s[1] = 105
s[2] = 0
print(s, s[0], len(s))
free(s)
cimport cython
print(cython.typeof(p), cython.typeof(p[0]))
cdef char c = 65
print(cython.typeof(c), c)
