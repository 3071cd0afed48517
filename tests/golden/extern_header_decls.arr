# cdef extern from a C header declares its functions and variables (M_PI,
# SHRT_MAX); DEF constants; puts and putchar beside printf.
cdef extern from "math.h":
    double sqrt(double x) nogil
    double pow(double x, double y)
    double M_PI
    int abs(int x)

cdef extern from "limits.h":
    int SHRT_MAX

cdef extern from "stdlib.h":
    int rand()
    void srand(unsigned int seed)

from libc.stdio cimport printf, puts, putchar
from libc.limits cimport INT_MAX, LONG_MIN

DEF N = 5
DEF SCALE = 2.5

cdef inline double area(double r) nogil:
    return M_PI * r * r

def run():
    cdef double total = 0
    cdef int i
    with nogil:
        for i in range(N):
            total += area(i * SCALE)
    print(SHRT_MAX, total, sqrt(2.0), pow(2, 0.5), abs(-7), INT_MAX, LONG_MIN)
    printf("printf %d %.3f %s\n", N, SCALE, b"ok")
    puts(b"from puts")
    putchar(65)
    putchar(10)
    with nogil:
        with gil:
            print("got gil")

run()
print("done")
