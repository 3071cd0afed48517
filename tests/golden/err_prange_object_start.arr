# arr-only: Cython refuses this at compile time with the same message
# ("start argument must be numeric"), the first of its three.
from cython.parallel import prange

def total(a, b, c):
    cdef int i
    cdef long s = 0
    for i in prange(a, b, c, nogil=True):
        s += i
    return s

print(total(0, 10, 2))
