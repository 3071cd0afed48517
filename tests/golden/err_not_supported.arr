# arr-only: err not supported
cdef union Slot:
    int* p
    double d
cdef Slot s
s.d = 2.0
print(s.d)
