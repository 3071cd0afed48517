# C declarations from headers (cdef extern from), sprintf/snprintf into a
# char buffer, ctypedef struct/enum, DEF constants sizing an array, IF.
cdef extern from "math.h":
    double sin(double x)
    double cos(double x)
    double M_PI
cdef extern from "stdlib.h":
    int abs(int x)
    void* malloc(size_t)
    void free(void*)
from libc.stdio cimport printf, sprintf
cimport cython

cdef double deg(double d):
    return d * M_PI / 180.0
print(sin(deg(30)), cos(deg(60)), abs(-5))
cdef char buf[64]
sprintf(buf, b"%d-%.3f-%s", 42, 3.14159, b"xy")
print(buf)
cdef int* xs = <int*>malloc(4 * sizeof(int))
for i in range(4):
    xs[i] = i * i
print([xs[i] for i in range(4)])
free(xs)

ctypedef struct Pt:
    double x
    double y
ctypedef Pt* PtPtr
cdef Pt pts[3]
cdef PtPtr pp = &pts[0]
for i in range(3):
    pp[i].x = i
    pp[i].y = -i
print(pts[2], pp[1].y)
cdef (double, double) mid(Pt a, Pt b):
    return (a.x + b.x) / 2, (a.y + b.y) / 2
print(mid(pts[0], pts[2]))
ctypedef enum Dir:
    UP, DOWN = 5, LEFT
print(UP, DOWN, LEFT, <int>LEFT + 1)
cdef Dir d = DOWN
print(d == DOWN, d)
DEF N = 4
DEF NAME = "arr"
cdef int sq[N]
for i in range(N):
    sq[i] = i ** 2
print(sq, NAME, N * 2)
IF N > 3:
    print("big N")
ELSE:
    print("small N")
from libc.stdio cimport snprintf
cdef char small[8]
cdef int n = snprintf(small, 8, b"%s=%05.1f", b"value", 3.14159)
print(small, n)
cdef char* name = b"cy"
n = sprintf(buf, b"[%-4s|%4d|%x|%c]", name, 7, 255, 65)
print(buf, n)
