# A C call passes arguments by position: a keyword argument may not skip
# an optional parameter before it (a cpdef or def function's may).
cpdef int span(int x, int lo=0, int hi=10):
    return hi - lo + x

cdef int clamp(int x, int lo=0, int hi=10):
    return lo if x < lo else hi if x > hi else x

print(span(1, hi=3))
print(clamp(5, lo=1, hi=3))
print(clamp(5, hi=3))
