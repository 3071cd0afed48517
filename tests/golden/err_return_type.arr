# arr-only: err return type
cdef int half(double x):
    return x / 2
print(half(3.0))
