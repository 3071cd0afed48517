from cython.parallel import prange

def f(int n):
    cdef int i
    cdef long s = 1
    for i in prange(n, nogil=True):
        s += i
        s *= 2
    return s
