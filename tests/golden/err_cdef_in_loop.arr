# arr-only: err cdef in loop
def f():
    for i in range(3):
        cdef int k = i
    return 0
