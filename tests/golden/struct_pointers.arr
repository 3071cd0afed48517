from libc.stdlib cimport malloc, free

cdef struct Particle:
    double x
    double v
    int id

cdef void step(Particle* ps, int n, double dt):
    cdef int i
    for i in range(n):
        ps[i].x += ps[i].v * dt

cdef double total_x(Particle* ps, int n):
    cdef double s = 0
    cdef int i
    for i in range(n):
        s += ps[i].x
    return s

def run(int n):
    cdef Particle* ps = <Particle*> malloc(n * sizeof(Particle))
    cdef int i
    for i in range(n):
        ps[i].x = i
        ps[i].v = 0.5 * i
        ps[i].id = i
    for i in range(10):
        step(ps, n, 0.1)
    print(total_x(ps, n))
    cdef Particle p = ps[3]
    print(p.x, p.v, p.id)
    print(ps[2])
    ps[1] = Particle(x=-1.0, v=2.0, id=99)
    print(ps[1].id, ps[1].x)
    cdef Particle* second = ps + 1
    print(second.id, second[1].id)
    second.v = 7.5
    print(ps[1].v)
    print(sizeof(Particle))
    free(ps)

run(8)
