# The address of a struct variable (`&q`, which then lives in memory) and of
# an element of an array of structs (`&ps[i]`), passed to functions that
# write through the pointer; the variable still reads, prints and assigns
# as a value.
cdef struct P:
    double x
    int n

cdef void bump(P* p, double dt):
    p.x += dt
    p.n += 1

cdef P ps[3]
cdef P q
q.x = 1.0
bump(&q, 0.5)
print(q)
cdef P* pp = &q
pp.x = 7
print(q.x, pp[0].x)
bump(&ps[1], 2.0)
print(ps[1])
cdef P* base = ps
bump(base + 2, 3.0)
print(ps[2], base[2].n)

cdef struct P2:
    double x, y

cdef void scale(P2* v, double k) noexcept:
    v.x *= k
    v[0].y = v[0].y * k

cdef double norm2(P2 v):
    return v.x * v.x + v.y * v.y

def run():
    cdef P2 a = P2(3.0, 4.0)
    cdef P2 b
    scale(&a, 2.0)
    print(a, norm2(a))
    b = a
    b.x = -1
    print(a.x, b.x)
    a = P2(x=1.0, y=1.0)
    scale(&a, 0.5)
    print(a)
    cdef P2* p = &a
    p.y = 9
    print(a.y, p[0])
    cdef P2 arr[3]
    cdef int i
    for i in range(3):
        arr[i] = P2(i, i * i)
        scale(&arr[i], 10)
    print([arr[i] for i in range(3)])
    return a

print(run())
