# arr-only: err not supported
cdef union Number:
    int i
    double d
cdef Number n
n.d = 2.0
print(n.d)
