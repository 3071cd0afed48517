# arr-only: these overruns, uses after free and comparisons across blocks
# are undefined behaviour in C; arr stops each with an error, and a walking
# pointer is where the failed access left it, in a kernel or not.
from libc.stdlib cimport malloc, calloc, free

def overrun():
    cdef int* buf = <int*>calloc(4, sizeof(int))
    cdef int* p = buf
    cdef int k
    cdef long s = 0
    try:
        for k in range(6):
            s += p[0]
            p += 1
    except Exception as e:
        print(type(e).__name__, e)
    print(p - buf, k)
    p = buf + 2
    try:
        while True:
            p -= 1
            s += p[0]
    except Exception as e:
        print(type(e).__name__, e)
    print(p - buf)
    free(buf)
    try:
        while True:
            s += p[0]
            p += 1
    except Exception as e:
        print(type(e).__name__, e)

def blocks():
    cdef double* a = <double*>calloc(3, sizeof(double))
    cdef double* b = <double*>calloc(3, sizeof(double))
    cdef double* p = a
    cdef int n = 0
    try:
        while p < b:
            p += 1
            n += 1
    except Exception as e:
        print(type(e).__name__, e)
    print(p == a, n)
    while p != b and n < 5:
        p += 1
        n += 1
    print(n)
    free(a)
    free(b)

overrun()
blocks()

def far():
    # p + 2**62 ints is past what an offset holds: it stays outside the
    # block (wrapping around would land back inside it).
    cdef int* buf = <int*>calloc(2, sizeof(int))
    cdef int* p = buf
    cdef long k = 2**62
    cdef int i
    try:
        for i in range(1):
            p += k
            print(p[0])
    except Exception as e:
        print(type(e).__name__, e)
    free(buf)

far()
