cdef long long a = 3037000499
print(a * a)
cdef long long b = 3037000500
print(b * b)
cdef unsigned long long big = 18446744073709551615
print(big // 3, big % 10, big > 0)
cdef unsigned int u = 4000000000
print(u, u + u, u * 2)
