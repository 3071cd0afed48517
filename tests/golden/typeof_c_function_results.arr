cimport cython
ctypedef fused num:
    int
    float
    double
cdef num twice(num v):
    return v * 2
cdef float half(float v):
    return v / 2
cdef float f = 1.5
print(cython.typeof(twice(f)), cython.typeof(twice[float](1.5)), cython.typeof(half(f)), cython.typeof(twice[int](1)))
print(twice[float](0.1), twice(f * 0.1), half(0.3))
