# Fused types with a complex member: dispatch, indexing, typeof
cimport cython
ctypedef fused num:
    double
    double complex

cdef num twice(num x):
    return x * 2

def main():
    print(twice(1.5), twice(1 + 2j), twice[double](3))
    print(cython.typeof(twice(1.5)), cython.typeof(twice(1j)))
main()
