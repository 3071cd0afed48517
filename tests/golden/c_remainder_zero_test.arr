# A C-int remainder tested against zero inside typed loops: Python's floor
# remainder and C's truncating one are zero together, for every sign, and a
# zero divisor still raises.
cdef long long count_divisible(long long[:] xs, long long d):
    cdef long long n = 0
    cdef Py_ssize_t i
    for i in range(xs.shape[0]):
        if xs[i] % d == 0:
            n += 1
    return n

cdef int count_coprime_like(int[:] xs, int d):
    cdef int n = 0
    cdef Py_ssize_t i
    for i in range(xs.shape[0]):
        if 0 != xs[i] % d:
            n += 1
    return n

def sweep():
    cdef long long[7] raw = [-9, -7, -6, 0, 6, 7, 9]
    cdef long long[:] xs = raw
    cdef int[7] raw32 = [-9, -7, -6, 0, 6, 7, 9]
    cdef int[:] ys = raw32
    cdef long long d
    for d in (-3, 3, -2, 2, -1, 1, 7, -7, 100):
        print(d, count_divisible(xs, d), count_coprime_like(ys, <int>d))

def extremes():
    cdef long long lo = -9223372036854775807 - 1
    cdef long long m = -1
    cdef int lo32 = -2147483647 - 1
    cdef int m32 = -1
    print(lo % m == 0, lo32 % m32 != 0, lo % 2 == 0, (lo + 1) % 2 != 0)

def by_zero(int a, int b):
    cdef int n = 0
    cdef int k
    for k in range(3):
        if a % b == 0:
            n += 1
    return n

def signed_chars():
    cdef signed char c
    cdef int n = 0
    for c in range(-128, 127):
        if c % 5 == 0:
            n += 1
    return n

sweep()
extremes()
print(signed_chars())
print(by_zero(6, 3), by_zero(-6, 4))
try:
    by_zero(5, 0)
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e)
