# C layout: sizeof of nested, packed and union structs; a packed struct's misaligned fields (a pointer, a function pointer, an int) read, written and pointed to.
cdef struct C3:
    char a, b, c
cdef struct W:
    C3 s
    char d
cdef struct M:
    char k
    C3 s
    short h
cdef struct Node:
    int v
    Node* next
cdef struct Q:
    char c
    Node n
print(sizeof(C3), sizeof(W), sizeof(M), sizeof(Node), sizeof(Q))
cdef M m[2]
m[1].s.c = 5
m[1].h = -3
print(m[1], m[0].s)
cdef packed struct Pk:
    char tag
    double value
    int n
cdef union U:
    int i
    double d
    char c
cdef struct HasU:
    char c
    U u
print(sizeof(Pk), sizeof(U), sizeof(HasU))
cdef Pk arr[3]
arr[1].tag = 7
arr[1].value = 2.5
arr[2].n = 11
print(arr[1], arr[2].n)

cdef struct Node2:
    int v
cdef packed struct Rec:
    char tag
    Node2* node
    int count
    double (*fn)(double)
cdef double twice(double x):
    return 2 * x
cdef Node2 nd
nd.v = 42
cdef Rec rs[2]
rs[1].tag = 3
rs[1].node = &nd
rs[1].count = -7
rs[1].fn = twice
cdef int* c = &rs[1].count
c[0] += 1
print(sizeof(Rec), rs[1].node.v, rs[1].count, rs[1].fn(1.25), rs[0].node == NULL)
cdef packed struct R2:
    char tag
    int a
    int b
cdef long total(int* p, int n):
    cdef long s = 0
    cdef int i
    for i in range(n):
        s += p[i]
        p[i] = p[i] * 2
    return s
cdef R2 r
r.a = 5
r.b = 6
print(total(&r.a, 2), r.a, r.b)
