a = b = c = 5
print(a, b, c)
x = y = []
x.append(1)
print(y)
i, j = 1, 2
i, j = j, i + j
print(i, j)
cdef int p, q
p, q = 3, 4
p, q = q, p
print(p, q)
lst = [0, 0, 0]
k = 0
k, lst[k] = 1, 9
print(k, lst)
