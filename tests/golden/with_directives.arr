cimport cython
def f(int a, int b):
    with cython.cdivision(True):
        r1 = a // b
    r2 = a // b
    return r1, r2
print(f(-7, 2))
def g():
    cdef int s = 0
    cdef int i
    with nogil:
        for i in range(10):
            s += i
    return s
print(g())
