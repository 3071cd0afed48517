# Array fields of structs (double pos[3], int vals[2][2], char name[8]): indexed and written in place through a struct variable, a pointer and an array of structs; copied with the struct (passed, returned, assigned); printed as lists and bytes.
from libc.stdlib cimport malloc, free
cdef struct Body:
    double pos[3]
    int id
cdef void shift(Body* b, double d):
    cdef int k
    for k in range(3):
        b.pos[k] += d
def main():
    cdef Body b
    b.id = 1
    b.pos[0] = 1.0
    b.pos[1] = 2.0
    b.pos[2] = 3.0
    print(b.pos, b.id, sizeof(Body))
    print(b)
    shift(&b, 0.5)
    print(b.pos[0], b.pos[1], b.pos[2])
    cdef Body* bs = <Body*> malloc(2 * sizeof(Body))
    bs[1].pos[1] = 7.0
    bs[1].id = 9
    print(bs[1].pos[1], bs[1].id)
    free(bs)
main()

cdef struct Body2:
    double pos[3]
    int id
def main2():
    cdef Body2 b
    b.id = 1
    b.pos = [1.0, 2.0, 3.0]
    b.pos[1] = 5.0
    cdef Body2 c = b
    c.pos[0] = -1.0
    print(b.pos, c.pos, b, sizeof(Body2))
main2()

from libc.string cimport strcpy
cdef struct Rec:
    char name[8]
    int vals[2][2]
    double w
cdef double norm1(Rec r):
    return r.vals[0][0] + r.vals[1][1] + r.w
cdef Rec make(int k):
    cdef Rec r
    strcpy(r.name, b"rec")
    r.vals = [[k, 1], [2, k]]
    r.w = 0.5
    return r
def main3():
    cdef Rec a = make(3)
    print(a.name, a.vals, a.vals[1][0], norm1(a))
    cdef Rec rs[2]
    rs[1] = a
    rs[1].vals[0][1] = 40
    rs[0].w = 2.0
    print(rs[1].vals, a.vals, rs[0].w, rs[1].name)
    cdef Rec b = make(7)
    print(b)
    b = rs[1]
    print(b.vals[0])
main3()
