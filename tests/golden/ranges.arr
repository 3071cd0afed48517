print(list(range(5)), list(range(2, 8)), list(range(10, 0, -3)), list(range(0, 10, 4)))
print(list(range(5, 0)), len(range(0, 100, 7)), range(3)[1], range(1, 10, 2)[-1])
cdef int i
cdef int total = 0
for i in range(10, 0, -2):
    total += i
print(total, i)
for i in range(-5, 5, 3):
    print(i, end=" ")
print()
r = range(0, 20, 5)
print(r, 15 in r, 16 in r)
j = 0
for j in range(3, 3):
    pass
print(j)
