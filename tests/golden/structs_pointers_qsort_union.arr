cimport cython
from libc.stdlib cimport malloc, free, qsort
from libc.string cimport memcpy, memset

cdef struct Point:
    double x
    double y

cdef struct Segment:
    Point a
    Point b
    int id

ctypedef Point* PointPtr

cdef int cmp_double(const void* a, const void* b) noexcept nogil:
    cdef double da = (<double*>a)[0]
    cdef double db = (<double*>b)[0]
    return (da > db) - (da < db)

cdef double seg_len(Segment* s):
    return ((s.b.x - s.a.x) ** 2 + (s.b.y - s.a.y) ** 2) ** 0.5

def run(int n):
    cdef Segment* segs = <Segment*>malloc(n * sizeof(Segment))
    cdef double* lens = <double*>malloc(n * sizeof(double))
    cdef int i
    for i in range(n):
        segs[i].a = Point(i, 0)
        segs[i].b.x = 0
        segs[i].b.y = n - i
        segs[i].id = i
        lens[i] = seg_len(&segs[i])
    qsort(lens, n, sizeof(double), cmp_double)
    out = [round(lens[i], 4) for i in range(n)]
    cdef Segment copy
    memcpy(&copy, &segs[n - 1], sizeof(Segment))
    print(copy, copy.a, sizeof(Segment))
    cdef PointPtr pp = &segs[0].b
    pp.x = 9
    print(segs[0].b, pp[0])
    memset(segs, 0, n * sizeof(Segment))
    print(segs[1])
    free(segs)
    free(lens)
    return out

print(run(5))

cdef packed struct Rec:
    char tag
    int value

cdef union Num:
    int i
    float f

print(sizeof(Rec), sizeof(Num))
cdef Num u
u.f = 1.0
print(u.i, hex(u.i))
cdef Rec r = Rec(tag=65, value=7)
print(r)

ctypedef fused num:
    int
    float
    double

cdef num twice(num v):
    return v * 2

def use_fused():
    print(twice[int](3), twice[float](1.5), twice(2.25), cython.typeof(twice[float](1.5)))
use_fused()
cdef int arr2[3][4]
cdef int j
for i in range(3):
    for j in range(4):
        arr2[i][j] = i * 10 + j
print(arr2, arr2[2])
cdef double vals[5]
vals[:] = [1, 2, 3, 4, 5]
print(vals, sum(vals))
