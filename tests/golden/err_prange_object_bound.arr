# arr-only: Cython refuses this at compile time with the same message
# ("stop argument must be numeric"): a prange's bounds must be C numbers,
# so an untyped argument is refused even though range() would accept it.
from cython.parallel import prange

def total(n):
    cdef int i
    cdef long s = 0
    for i in prange(n, nogil=True):
        s += i
    return s

print(total(10))
