# Structs inside structs in memory: particles stepped through a Particle* (ps[i].pos.x += ...), whole nested fields assigned and read, &ps[2].vel, and printing nested struct fields (each its own dict).
from libc.stdlib cimport malloc, free

cdef struct Vec3:
    double x, y, z

cdef struct Particle:
    Vec3 pos
    Vec3 vel
    double mass

cdef void step(Particle* ps, int n, double dt):
    cdef int i
    for i in range(n):
        ps[i].pos.x += ps[i].vel.x * dt
        ps[i].pos.y += ps[i].vel.y * dt
        ps[i].pos.z = ps[i].pos.z + ps[i].vel.z * dt

def main():
    cdef int n = 3, i
    cdef Particle* ps = <Particle*> malloc(n * sizeof(Particle))
    print(sizeof(Particle), sizeof(Vec3))
    for i in range(n):
        ps[i].pos = Vec3(i, 0, 0)
        ps[i].vel.x = 1.0
        ps[i].vel.y = i * 0.5
        ps[i].vel.z = -1.0
        ps[i].mass = 2.0
    step(ps, n, 0.1)
    step(ps, n, 0.1)
    for i in range(n):
        print(round(ps[i].pos.x, 6), round(ps[i].pos.y, 6), round(ps[i].pos.z, 6))
    cdef Particle* p = &ps[1]
    p.vel = ps[0].vel
    print(p.vel)
    print(ps[2])
    cdef Vec3* v = &ps[2].vel
    v.x = 9.0
    print(ps[2].vel.x)
    cdef Particle local = ps[0]
    print(local.pos.x, local.mass)
    free(ps)
main()
cdef struct P:
    Vec3 pos
    Vec3 vel
cdef P a[2]
a[0].vel.x = 1
print(a[0].pos, a[0].vel)
print(a[0])
cdef P b = a[0]
print(b)
