from cython.parallel import prange

def f(int n):
    cdef int i
    cdef double s = 0, t = 0
    for i in prange(n, nogil=True):
        s += i
        t = s * 2
    return s
