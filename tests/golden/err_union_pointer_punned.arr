# arr-only: C leaves reading a pointer member after another member was written undefined; arr reads NULL, which any use reports
cdef union Slot:
    int* p
    double d
cdef Slot s
s.d = 2.0
print(s.d)
print(s.p[0])
