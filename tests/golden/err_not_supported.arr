# arr-only: err not supported
cdef (int, double) pair(int a):
    return a, a * 0.5
print(pair(2))
