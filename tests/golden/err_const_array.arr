# arr-only: Cython refuses this at compile time with the same message
# ("Assignment to const array 'a'. Assign to a pointer variable instead.").
cdef const int[3] a = [1, 2, 3]
print(a)
