# `cython.sizeof(int)` names C's int, as `sizeof(int)` does.
cimport cython

cdef struct Rec:
    char tag
    double value

cdef long x = 3
cdef float y = 1.5
print(sizeof(int), cython.sizeof(int), cython.sizeof(double), cython.sizeof(cython.int))
print(cython.sizeof(char), cython.sizeof(short), sizeof(long long), cython.sizeof(Rec))
print(cython.sizeof(x), sizeof(x), cython.sizeof(y), cython.sizeof(cython.p_int))
