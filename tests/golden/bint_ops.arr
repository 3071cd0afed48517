cdef bint t = True
cdef bint f = 0
cdef bint z = 42
print(t, f, z, not t, t and f, t or f)
cdef int a = 3
cdef int b = 5
cdef bint less = a < b
print(less, a > b, a == 3, a != 3, 1 < a < b, b > a > 4)
print(t + t, t * 10)
