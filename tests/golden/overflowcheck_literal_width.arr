# overflowcheck checks C arithmetic in the type Cython computes it in: an
# int plus a literal is long arithmetic (wraps when stored back), an int
# plus an int overflows.
cimport cython
@cython.overflowcheck(True)
cdef int g(int y) except -1:
    cdef int x = 2147483647
    x = x + y
    return x
try:
    print(g(1))
except OverflowError as e:
    print("OE", e)
@cython.overflowcheck(True)
cdef long h() except -1:
    cdef long x = 9223372036854775807
    x = x + 1
    return x
try:
    print(h())
except OverflowError as e:
    print("OE", e)
@cython.overflowcheck(True)
cdef int k() except -1:
    cdef int x = 2147483647
    cdef int one = 1
    x += one
    return x
try:
    print(k())
except OverflowError as e:
    print("OE", e)
@cython.overflowcheck(True)
cdef int m() except -1:
    cdef int x = 2147483647
    x += 1
    return x
try:
    print(m())
except OverflowError as e:
    print("OE", e)
