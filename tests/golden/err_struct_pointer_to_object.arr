# arr-only: Cython refuses this at compile time with the same messages
cdef struct N:
    int v
    N* n
cdef N a
a.n = &a
print(a)
cdef N** pp = NULL
print(pp)
