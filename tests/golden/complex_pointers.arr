# C arrays of and pointers to double complex / float complex: a twiddle table, malloc'd blocks, memset, a view cast over a block
from libc.stdlib cimport malloc, free
from libc.string cimport memset
from libc.math cimport M_PI
from libc.complex cimport cexp

def twiddles(int n):
    cdef double complex tw[8]
    cdef int k
    for k in range(n):
        tw[k] = cexp(-2j * M_PI * k / n)
    tw[0] += 1
    return tw

def heap(int n):
    cdef double complex *p = <double complex *> malloc(n * sizeof(double complex))
    cdef float complex *q = <float complex *> malloc(n * sizeof(float complex))
    cdef int i
    cdef double complex s = 0
    for i in range(n):
        p[i] = (i + 1) * (1 - 1j)
        q[i] = p[i] / 3
    for i in range(n):
        s += p[i] * q[n - 1 - i]
        p[i] *= 2
    print(s, p[0], p[n - 1], q[1], sizeof(p[0]), sizeof(q[0]))
    memset(p, 0, n * sizeof(double complex))
    print(p[0], p[n - 1])
    cdef double complex[:] v = <double complex[:n]> p
    v[1] = 5j
    print(p[1], v.shape[0])
    free(p)
    free(q)

print(twiddles(8))
heap(4)
