# libc.time: time() (also through a pointer), clock() and CLOCKS_PER_SEC
# for timing a kernel, difftime(); time_t and clock_t are C integers.
cimport cython
from libc.time cimport time, time_t, clock, clock_t, CLOCKS_PER_SEC, difftime

cdef time_t t0
cdef time_t t = time(&t0)
print(t == t0, t > 1700000000, time(NULL) >= t)

def work(int n):
    cdef double s = 0
    cdef int i
    for i in range(n):
        s += i * 0.5
    return s

cdef clock_t c0 = clock()
r = work(1000000)
cdef clock_t c1 = clock()
cdef double secs = (c1 - c0) / <double>CLOCKS_PER_SEC
print(r, c1 >= c0, 0 <= secs < 60, CLOCKS_PER_SEC)
print(difftime(t + 90, t), difftime(t, t + 1))
print(cython.typeof(t), cython.typeof(c0), cython.typeof(difftime(t, t)))
