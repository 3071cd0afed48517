# arr-only: Cython refuses this at compile time ("Cannot assign type 'double' to 'int'", line 5, column 8); arr does too, before anything runs.
def scale(int n):
    cdef int k
    print("never printed")
    k = 2.5
    return n * k

print(scale(4))
