# `p += k` and `p -= k` on a pointer step by whole elements, as `p = p + k`.
from libc.stdlib cimport malloc, free

cdef struct Pair:
    int a
    double b

def main():
    cdef int arr[6]
    cdef int i
    for i in range(6):
        arr[i] = i * 10
    cdef int* p = arr
    p += 2
    print(p[0], p[-1], (p - 2)[0])
    p -= 1
    print(p[0])
    p += 3
    p[0] += 5
    print(arr[4], p[1])
    cdef Pair* ps = <Pair*>malloc(3 * sizeof(Pair))
    for i in range(3):
        ps[i].a = i
        ps[i].b = i / 2.0
    cdef Pair* q = ps
    q += 2
    print(q.a, q.b, q[0].a)
    q -= 2
    print(q.a, q.b)
    free(ps)
    cdef double total = 0
    cdef double* d = <double*>malloc(4 * sizeof(double))
    for i in range(4):
        d[i] = 1.5 * i
    cdef double* e = d
    for i in range(4):
        total += e[0]
        e += 1
    print(total)
    free(d)

main()
