import numpy as np
from libc.string cimport memcpy, memset

cdef double dot(double* a, double* b, int n):
    cdef double s = 0
    cdef int i
    for i in range(n):
        s += a[i] * b[i]
    return s

cdef void fill(long* p, int n, long v):
    cdef int i
    for i in range(n):
        p[i] = v + i

def main():
    x = np.arange(6, dtype=np.float64)
    y = np.ones(6)
    cdef double[::1] xv = x
    cdef double[::1] yv = y
    print(dot(&xv[0], &yv[0], 6))
    print(dot(&xv[2], &yv[0], 3))
    cdef long[:, ::1] m = np.zeros((3, 4), dtype=np.int64)
    fill(&m[1, 0], 4, 10)
    print(np.asarray(m))
    cdef double buf[6]
    memcpy(buf, &xv[0], 6 * sizeof(double))
    print(buf)
    memcpy(&yv[0], buf, 3 * sizeof(double))
    print(y)
    cdef double* p = &xv[5]
    p[0] = 50.0
    print(x[5])
    cdef int arr[4]
    arr[0] = 0
    arr[2] = 0
    cdef int* q = &arr[1]
    q[0] = 7
    q[2] = 9
    print(arr)

main()
