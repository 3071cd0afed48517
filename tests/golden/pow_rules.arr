cdef int a = 3
cdef int b = 2
cdef long long ll = 3
cdef double d = 2.0
print(a ** b, ll ** 2, a ** 2, 2 ** -1, a ** -1, d ** 3, d ** 0.5)
print(3 ** b, b ** 10)
cdef int base = 2
print(base ** 31)
