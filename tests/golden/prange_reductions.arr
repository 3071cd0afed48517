# Every reduction operator Cython accepts in prange, on int, long, float
# and double accumulators, and the lastprivate values left after the loop.
from cython.parallel import prange

def reductions(int n):
    cdef int i
    cdef int isum = 0, idiff = 100, iand = -1, ior = 0, ixor = 0
    cdef long lprod = 1
    cdef double dsum = 0.5, dprod = 1.0
    cdef float fsum = 0
    for i in prange(n, nogil=True):
        isum += i
        idiff -= i
        iand &= ~(1 << (i % 8))
        ior |= 1 << (i % 16)
        ixor ^= i * 7
        lprod *= (i % 3) + 1
        dsum += i * 0.25
        dprod *= 1.5
        fsum += 0.125
    print(isum, idiff, iand, ior, ixor, lprod)
    print(dsum, dprod, fsum)

def lastprivate(int n):
    cdef int i, last = -1
    cdef double sq = 0
    for i in prange(n, nogil=True):
        last = i * 10
        sq = i * 0.5
    print(i, last, sq)

def stepped():
    cdef int i
    cdef long total = 0
    for i in prange(10, 0, -3, nogil=True):
        total += i
    print(i, total)
    for i in prange(3, 40, 4, nogil=True):
        total += i
    print(i, total)

def wrapping():
    cdef int i
    cdef int s = 2147483000
    cdef unsigned char c = 0
    for i in prange(1000, nogil=True):
        s += 3
        c += 1
    print(s, c)

reductions(30)
reductions(1)
lastprivate(30)
lastprivate(5)
stepped()
wrapping()
