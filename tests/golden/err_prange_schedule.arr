from cython.parallel import prange

def f(int n):
    cdef int i
    cdef long s = 0
    for i in prange(n, nogil=True, schedule='fast'):
        s += i
    return s
