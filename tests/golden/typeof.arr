cimport cython
cdef int i = 1
cdef long long ll = 2
cdef char c = 3
cdef unsigned char uc = 4
cdef float f = 1.5
cdef double d = 2.5
cdef bint b = True
print(cython.typeof(i), cython.typeof(ll), cython.typeof(c), cython.typeof(uc))
print(cython.typeof(f), cython.typeof(d), cython.typeof(b))
print(cython.typeof(i / i), cython.typeof(i // i), cython.typeof(c + c), cython.typeof(uc * uc))
print(cython.typeof(f + f), cython.typeof(f + d), cython.typeof(i + d), cython.typeof(ll * i))
print(cython.typeof(i + 1), cython.typeof(1), cython.typeof(1.5))
