# Structs held field by field in typed loops: locals, nested structs,
# parameters and results of cdef functions, writes seen after the loop.
from libc.math cimport sqrt

cdef struct Vec2:
    double x
    double y

cdef struct Body:
    Vec2 pos
    Vec2 vel
    float mass
    char tag

cdef Vec2 vadd(Vec2 a, Vec2 b) noexcept:
    cdef Vec2 r
    r.x = a.x + b.x
    r.y = a.y + b.y
    return r

cdef Vec2 vscale(Vec2 a, double k):
    return Vec2(a.x * k, a.y * k)

cdef double vnorm(Vec2 a):
    return sqrt(a.x * a.x + a.y * a.y)

cdef Body step(Body b, double dt):
    b.pos = vadd(b.pos, vscale(b.vel, dt))
    b.vel.y -= 9.8 * dt
    return b

def simulate(int n, double dt):
    cdef Body b
    cdef int i
    b.pos.x = 0
    b.pos.y = 10
    b.vel = Vec2(3.0, 0.0)
    b.mass = 0.1
    b.tag = 65
    for i in range(n):
        b = step(b, dt)
        if b.pos.y < 0:
            break
    print(i, round(b.pos.x, 9), round(b.pos.y, 9), round(b.vel.y, 9))
    print(b.mass, b.tag)
    return b

print(simulate(1000, 0.01))

def swaps(int n):
    cdef Vec2 p = Vec2(1.0, 2.0)
    cdef Vec2 q
    cdef int i
    for i in range(n):
        p = Vec2(p.y, p.x + 1)
        q = p
        q.x = q.x * 2
    return p, q

print(swaps(5))
print(swaps(6))

cdef struct Acc:
    long count
    double total
    char small

def accumulate(double[:] xs):
    cdef Acc a = Acc(0, 0.0, 0)
    cdef Py_ssize_t i
    for i in range(xs.shape[0]):
        a.count += 1
        a.total += xs[i]
        a.small += 100
    return a

import numpy as np
print(accumulate(np.arange(10, dtype=np.float64)))

cdef Vec2 fib_pair(int n):
    cdef Vec2 r
    if n == 0:
        return Vec2(0, 1)
    r = fib_pair(n - 1)
    return Vec2(r.y, r.x + r.y)

def fibs(int n):
    cdef int i
    cdef double total = 0
    for i in range(n):
        total += fib_pair(i).x
    return total

print(fibs(30))

cdef Vec2 inverse(Vec2 a):
    return Vec2(1 / a.x, 1 / a.y)

def inverses(int n):
    cdef Vec2 p
    cdef int i
    cdef double s = 0
    p.y = 1
    for i in range(n):
        p.x = 3 - i
        s += vnorm(inverse(p))
    return s

try:
    inverses(10)
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e)

def float_fields(int n):
    cdef Body b
    cdef int i
    b.mass = 0
    b.tag = 0
    for i in range(n):
        b.mass += 0.1
        b.tag = b.tag + 50
    return b.mass, b.tag

print(float_fields(7))
