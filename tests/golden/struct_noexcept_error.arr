# arr-only: a noexcept function returning a struct that raises returns
# its result uninitialised in compiled Cython (whatever the stack held);
# arr returns a struct of zeros, in a typed loop as outside one.
cdef struct Pair:
    double x
    int n

cdef Pair half(int i) noexcept:
    cdef Pair r
    r.n = i
    r.x = 1.0 / i
    return r

def halves(int n):
    cdef Pair p
    cdef int i
    cdef double total = 0
    cdef long count = 0
    for i in range(-n, n + 1):
        p = half(i)
        total += p.x
        count += p.n
    return total, count

print(halves(3))
print(half(0))
print(half(4))
