cdef float a = 0.1
cdef float b = 0.2
cdef double d = 0.1
print(a, b, a + b, a * b, d + a)
cdef float total = 0
cdef int i
for i in range(10):
    total += a
print(total)
cdef float big = 2 ** 30 + 1
print(big)
cdef float third = 1.0 / 3
print(third, <double>third)
