print(1 < 2, -2 != -11, 1 == 1.0, 2 < 1.5 < 3, 3 >= 3 > 2, 1.5 == 1.5, 7 <= -7)
x = -2 != -11
print(x, type(x).__name__)
cdef int i, s = 0
for i in range(10):
    if i > 3 and 2 > 1:
        s += i
    if 5 == 6 or i == 9:
        s += 100
print(s)
print([1 < 2] * 2, (0 == 0) + 1)
