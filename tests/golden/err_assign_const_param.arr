# arr-only: Cython 3.3 refuses at compile time with "Assignment to const 'a'" (probed with the oracle)
cdef int f(const int a):
    a = 3
    return a
print(f(1))
