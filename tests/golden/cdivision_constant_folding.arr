# Cython folds // and % of int literals with Python's floor semantics even under cdivision; C variables still divide as C does there.
cimport cython
@cython.cdivision(True)
def f():
    cdef int x = -7 // 2
    return -7 // 2, -7 % 2, x, 7 // -2, 7 % -2, -7.5 // 2, (-7) // 2, -(7 // 2)
@cython.cdivision(False)
def g():
    return -7 // 2, -7 % 2, 7 % -2
print(f(), g())
with cython.cdivision(True):
    print(-9 // 4, -9 % 4)
cdef long n = -7
print(n // 2, -n // -2)
