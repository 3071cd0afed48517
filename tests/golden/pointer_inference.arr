# An untyped local assigned a pointer takes the pointer type (Cython's
# safe inference keeps pointers), also when the pointer is `&x` of a
# local or parameter, which then lives in memory.
cimport cython
from libc.stdlib cimport malloc, free

cdef struct Pair:
    int a
    double b

cdef int counter = 0

def bump_local():
    cdef int x = 3
    p = &x
    p[0] += 4
    print(x, cython.typeof(p))

def bump_param(int n, double w):
    p = &n
    q = &w
    p[0] *= 10
    q[0] = q[0] / 4
    print(n, w, cython.typeof(p), cython.typeof(q))

def fields():
    cdef Pair s
    s.a = 1
    s.b = 2.5
    sp = &s
    sp.a = 8
    sp.b += 1
    pa = &s.a
    pa[0] += 1
    print(s.a, s.b, cython.typeof(sp), cython.typeof(pa))

def walk(int n):
    block = <double*>malloc(n * sizeof(double))
    cur = block
    cdef int i
    for i in range(n):
        cur[0] = i * 0.5
        cur = cur + 1
    end = block + n
    print([block[i] for i in range(n)], end - block, cython.typeof(cur))
    free(block)

def module_level():
    g = &counter
    g[0] += 5
    print(counter, cython.typeof(g))

def pure_address():
    x = cython.declare(cython.long, 7)
    a = cython.address(x)
    a[0] = a[0] * 6
    print(x, cython.typeof(a))

bump_local()
bump_param(4, 3.0)
fields()
walk(4)
module_level()
pure_address()
