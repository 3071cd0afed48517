# Floor division and remainder by constant powers of two (a shift and a
# mask) for every sign and width, beside C division under cdivision.
cimport cython

def py_rounding():
    cdef long x
    cdef int y
    cdef signed char c
    cdef unsigned int u
    cdef unsigned long big = 18446744073709551615
    for x in range(-9, 10, 3):
        y = <int>x * 1000003
        c = <signed char>(x * 13)
        print(x, x // 2, x % 2, x // 8, x % 8, y // 1024, y % 1024, c // 4, c % 4, x // 1, x % 1)
    u = 4000000000
    print(u // 16, u % 16, big // 2, big % 4096)
    x = -9223372036854775807 - 1
    print(x // 2, x % 2, x // 4611686018427387904, x % 4611686018427387904)

@cython.cdivision(True)
def c_rounding():
    cdef long x
    for x in range(-9, 10, 3):
        print(x, x // 2, x % 2, x // 8, x % 8)

def collatz(long n):
    cdef long i, x, steps, best = 0, arg = 0
    for i in range(1, n):
        x = i
        steps = 0
        while x != 1:
            if x % 2 == 0:
                x = x // 2
            else:
                x = 3 * x + 1
            steps += 1
        if steps > best:
            best = steps
            arg = i
    return best, arg

py_rounding()
c_rounding()
print(collatz(10000))
