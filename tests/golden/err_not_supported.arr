# arr-only: err not supported
ctypedef fused number:
    int
    double
cdef number twice(number x):
    return 2 * x
print(twice(2))
