# arr-only: Cython refuses this at compile time with the same message
cdef int a[5]
a[1:3] = [7, 8, 9]
print(a)
