# a[i:j] = items for C arrays: that part filled, lengths checked (a
# literal's while compiling, any other sequence's when it runs).
cdef int a[5]
a[:] = [5, 4, 3, 2, 1]
print(a)
a[1:3] = [7, 8]
print(a)
cdef double b[3]
b[:] = (1, 2.5, 3)
print(b)
cdef int c[4]
c[2:] = [9, 9]
print(c)
lst = [1, 2, 3, 4]
c[:] = lst
print(c)
lst.append(5)
try:
    c[:] = lst
except ValueError as e:
    print("ValueError:", e)
