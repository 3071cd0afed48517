# `bint*` blocks and `bint[N]` arrays: the sieve of Eratosthenes as
# Cython's users write it, elements read back as bools, passed to a cdef
# function, and named `bool` by cython.typeof.
from libc.stdlib cimport malloc, calloc, free
cimport cython

def sieve(int n):
    cdef bint *is_p = <bint*>malloc((n + 1) * sizeof(bint))
    cdef int i, j, count = 0
    for i in range(n + 1):
        is_p[i] = True
    is_p[0] = is_p[1] = False
    i = 2
    while i * i <= n:
        if is_p[i]:
            for j in range(i * i, n + 1, i):
                is_p[j] = False
        i += 1
    for i in range(n + 1):
        if is_p[i]:
            count += 1
    last = is_p[n - 1]
    free(is_p)
    return count, last, type(last).__name__

def sieve_arr():
    cdef bint comp[1000]
    cdef int i, j
    for i in range(1000):
        comp[i] = False
    for i in range(2, 32):
        if not comp[i]:
            for j in range(i * i, 1000, i):
                comp[j] = True
    return [i for i in range(2, 60) if not comp[i]], [x for x in comp[:6]]

cdef bint all_true(bint* xs, int n):
    cdef int i
    for i in range(n):
        if not xs[i]:
            return False
    return True

def use_param():
    cdef bint* b = <bint*>calloc(4, sizeof(bint))
    print(all_true(b, 4), b[2], sizeof(bint))
    b[0] = b[1] = b[2] = b[3] = 1
    print(all_true(b, 4), all_true(b + 1, 3), b[3] and b[0])
    free(b)

def as_values():
    cdef bint flags[5]
    cdef int i
    for i in range(5):
        flags[i] = i % 2 == 1
    print(flags, flags[1], flags[2], cython.typeof(flags), cython.typeof(flags[0]))
    cdef bint* p = flags
    print(p[3], cython.typeof(p), p[1] + p[3], not p[0])
    cdef bint grid[2][3]
    grid[1][2] = True
    grid[0][0] = False
    print(grid[1][2], grid[0][0], cython.typeof(grid))

print(sieve(100000))
print(sieve_arr())
use_param()
as_values()
