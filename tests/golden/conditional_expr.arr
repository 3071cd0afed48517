for n in range(-2, 3):
    print("neg" if n < 0 else "zero" if n == 0 else "pos")
cdef int k = 7
cdef int v = k if k > 5 else -k
print(v, 1.5 if k else 2)
