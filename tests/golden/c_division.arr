cimport cython
cdef int a = -7
cdef int b = 2
print(a // b, a % b, 7 // -2, 7 % -2, a / b)
cdef long x = 100
cdef long y = -7
print(x // y, x % y, x / y)
@cython.cdivision(True)
def cdiv(int p, int q):
    return p // q, p % q
print(cdiv(-7, 2), cdiv(7, -2))
cdef double d = -7.5
cdef double e = 2.0
print(d // e, d % e, d / e)
