# sizeof of types and of expressions: variables, elements, fields, whole
# C arrays (their full size) and pointers (the pointer's own size).
from libc.stdlib cimport malloc, free

cdef struct Point:
    double x
    double y
    int tag

ctypedef struct Pair:
    short a
    char b

cdef Point pts[4]

def main():
    cdef int i = 0
    cdef long total = 0
    cdef double grid[3][5]
    cdef Pair pairs[6]
    cdef Point *p = <Point *> malloc(4 * sizeof(Point))
    cdef int *ip = &i
    print(sizeof(int), sizeof(double), sizeof(char), sizeof(long long))
    print(sizeof(Point), sizeof(Pair), sizeof(Point *), sizeof(void *))
    print(sizeof(i), sizeof(total), sizeof(ip), sizeof(ip[0]))
    print(sizeof(grid), sizeof(grid[0]), sizeof(grid[1][2]))
    print(sizeof(pairs), sizeof(pairs[0]), sizeof(pairs[2].a), sizeof(pairs[2].b))
    print(sizeof(pts), sizeof(pts[1]), sizeof(pts[1].tag))
    print(sizeof(p), sizeof(p[0]), sizeof(p.x))
    print(sizeof(pairs) // sizeof(pairs[0]), sizeof(grid) // sizeof(grid[0][0]))
    free(p)

main()
