cimport cython
cdef void incr(int* p):
    p[0] += 1

cdef void minmax(double* xs, int n, double* lo, double* hi):
    cdef int i
    lo[0] = xs[0]
    hi[0] = xs[0]
    for i in range(1, n):
        if xs[i] < lo[0]:
            lo[0] = xs[i]
        if xs[i] > hi[0]:
            hi[0] = xs[i]

cdef int a = 5
incr(&a)
incr(&a)
print(a)
a += 10
print(a)

def f():
    cdef double data[5]
    data[0] = 3.0
    data[1] = -1.5
    data[2] = 8.25
    data[3] = 0.0
    data[4] = 2.0
    cdef double lo, hi
    minmax(data, 5, &lo, &hi)
    print(lo, hi)
    cdef long count = 0
    cdef long* pc = &count
    pc[0] = 42
    print(count, cython.typeof(count))
    cdef int k
    for k in range(3):
        incr(<int*>&a)
    print(a)

f()
