DEF N = 10
DEF HALF = N / 2
DEF NAME = "arr"
DEF BIG = 2 ** 20
cdef int i
cdef int total = 0
for i in range(N):
    total += i
print(N, HALF, NAME, BIG, total)
