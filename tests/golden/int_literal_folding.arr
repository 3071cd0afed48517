# Cython folds arithmetic on int literals with Python's exact ints: a
# literal outside 32 bits, and any folded result outside them, is a Python
# int (so products do not wrap), while storing one into a C integer
# writes C's truncation of the folded literal. A def function's C int
# parameter still range-checks a constant it is passed.
cimport cython

print(10000000000 * 10000000000, 100000 * 100000 * 100000 * 100000)
print(3000000000 * 4000000000 * 5, 2 ** 100 // 3 ** 20)
print(cython.typeof(2 ** 40), cython.typeof(3 * 1000000000), cython.typeof(1099511627776))
print(cython.typeof(2 ** 31 - 1), cython.typeof(0x7fffffff), cython.typeof(0x80000000))
print(cython.typeof(-2147483648), cython.typeof(-2147483649), cython.typeof(2 ** 3))
print(cython.typeof(10 // 3), cython.typeof(1 << 3), cython.typeof(1 << 62))

cdef long s = 5
print(cython.typeof(s * 1103515245 % 2147483648), cython.typeof(s & 0xFFFFFFFF))
print(s * 1103515245 % 2147483648, s & 0xFFFFFFFF, s < 3000000000)

cdef int big = 2 ** 40
cdef unsigned int u = 2 ** 40 + 7
print(big, u)
big = 2 ** 31
print(big)
big = 3 * 1000000000
print(big)
cdef unsigned long long m = 2 ** 64 - 1
cdef long long mm = 2 ** 63 - 1
cdef int ii = 2 ** 31 - 1
cdef signed char sc = 200
print(m, mm, ii, -2 ** 63, sc)
cdef int wrapped = 2 ** 70
cdef unsigned int low = 2 ** 64 + 3
print(wrapped, low)


def take_int(int x):
    return x


for arg in (7, 2 ** 31 - 1):
    print(take_int(arg))
try:
    take_int(2 ** 40)
except OverflowError as e:
    print("OverflowError:", e)

cdef unsigned long long h = 14695981039346656037
cdef int i
try:
    for i in range(3):
        h = (h ^ i) * 1099511628211
except OverflowError as e:
    print("OverflowError:", e)
print(h)
