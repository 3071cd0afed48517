# Floor division and modulo by a power of two in a compiled loop: Python's
# floor semantics on negative values, for several C integer types.
from libc.limits cimport LLONG_MIN, LLONG_MAX, INT_MIN

def table(int lo, int hi):
    cdef int x
    cdef long s = 0
    for x in range(lo, hi):
        s = s * 7 + (x // 2) * 3 + (x % 2) + (x // 8) * 5 + (x % 8) + (x // 1) + (x % 1)
    return s

def each(int lo, int hi):
    cdef int x
    out = []
    for x in range(lo, hi):
        out.append((x // 4, x % 4, x // 2, x % 2))
    return out

def extremes():
    cdef long long a = LLONG_MIN
    cdef long long b = LLONG_MAX
    cdef int c = INT_MIN
    cdef signed char d = -128
    cdef unsigned int u = 4294967295
    cdef long long r0 = 0, r1 = 0, r2 = 0, r3 = 0
    cdef int i
    for i in range(1):
        r0 = a // 2 + a % 16
        r1 = b // 1024 + b % 1024
        r2 = c // 4 + c % 4
        r3 = d // 64 + d % 64 + u // 2 + u % 8
    return r0, r1, r2, r3

def collatz_steps(long n):
    cdef long steps = 0
    while n != 1:
        if n % 2 == 0:
            n //= 2
        else:
            n = 3 * n + 1
        steps += 1
    return steps

print(table(-40, 41))
print(each(-9, 10))
print(extremes())
print([collatz_steps(k) for k in range(1, 20)], collatz_steps(837799))
