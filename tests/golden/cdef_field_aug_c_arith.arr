# C arithmetic on a cdef class's C number fields under op=: wrapping ints,
# C division and powers, complex fields.
cdef class Acc:
    cdef public int n
    cdef public unsigned char b
    cdef public long long big
    cdef public double x
    cdef public double complex z
    cdef public bint flag
    def __init__(self):
        self.n = 2147483646
        self.b = 250
        self.big = -7
        self.x = 1.5
        self.z = 1 + 2j
        self.flag = False
    cdef int one(self):
        self.x += 100
        return 1
    cdef double complex cz(self):
        return 0.5 - 1j

def run():
    cdef Acc a = Acc()
    cdef int i, k = 3
    cdef double d = 0.25
    for i in range(3):
        a.n += 1
        a.b += 3
        a.big //= 2
        a.x *= d
    print(a.n, a.b, a.big, a.x)
    a.big = -7
    a.big %= k
    a.n = 17
    a.n //= -5
    a.x += a.one()
    a.z *= 2 - 1j
    a.z /= 1j
    a.z *= a.cz()
    a.flag += 1
    a.n <<= 2
    a.b ^= 0xff
    print(a.big, a.n, a.x, a.z, a.flag, a.b)
    a.x /= 4
    a.x **= 2
    a.n **= 2
    print(a.x, a.n)
    try:
        a.big //= 0
    except ZeroDivisionError as e:
        print("ZeroDivisionError", e)
    try:
        a.x /= 0
    except ZeroDivisionError as e:
        print("ZeroDivisionError", e)

run()
