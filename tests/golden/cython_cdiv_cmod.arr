# cython.cdiv and cython.cmod: C's truncating division and remainder,
# beside Python's flooring // and % (and cdivision as a decorator).
cimport cython

@cython.cdivision(True)
cdef int cmod_dir(int a, int b):
    return a % b

cdef int a = -7, b = 3
print(cython.cdiv(a, b), cython.cmod(a, b), a // b, a % b, cmod_dir(a, b))
print(cython.cdiv(7, -2), cython.cmod(7, -2), 7 // -2, 7 % -2)
cdef int q = cython.cdiv(-9, 4)
print(q, cython.cmod(-9, 4))
