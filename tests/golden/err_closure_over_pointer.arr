# arr-only: Cython lets a lambda capture a C pointer; arr holds captured
# variables as objects and says so, naming the variable and its type.
from libc.stdlib cimport malloc, free

def weights_order(int n):
    cdef double* w = <double*> malloc(n * sizeof(double))
    cdef int i
    for i in range(n):
        w[i] = (i * 7) % n
    order = sorted(range(n), key=lambda k: w[k])
    free(w)
    return order

print(weights_order(5))
