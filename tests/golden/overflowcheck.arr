cimport cython
@cython.overflowcheck(True)
def mul(int a, int b):
    cdef int r = a * b
    return r
@cython.overflowcheck(True)
def add(long a, long b):
    return a + b
@cython.overflowcheck(True)
def addc(unsigned char a, unsigned char b):
    cdef unsigned char r = a + b
    return r
def t(f, *args):
    try:
        print(f(*args))
    except OverflowError as e:
        print("OverflowError:", e)
t(mul, 100000, 100000)
t(mul, 1000, 1000)
t(add, 9223372036854775807, 1)
t(addc, 200, 100)
