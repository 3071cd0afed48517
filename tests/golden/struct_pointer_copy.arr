# Whole structs copied out of and into a malloc'd array in typed loops:
# p = ps[i], then p.f changed, then ps[i] = p, fields of every width.
from libc.stdlib cimport malloc, free

cdef struct P:
    double x
    float v
    int hits
    char tag
    bint flipped

def sim(int n, int steps):
    cdef P* ps = <P*>malloc(n * sizeof(P))
    cdef P p
    cdef int i, s
    cdef double total = 0
    cdef long hits = 0
    for i in range(n):
        ps[i] = P(i * 1.0, 1.0 - i * 0.5, 0, 65 + i, False)
    for s in range(steps):
        for i in range(n):
            p = ps[i]
            p.x += p.v * 0.1
            if p.x < 0 or p.x > 10:
                p.v = -p.v
                p.hits += 1
                p.tag += 1
                p.flipped = not p.flipped
            ps[i] = p
    for i in range(n):
        total += ps[i].x
        hits += ps[i].hits
    last = ps[n - 1]
    free(ps)
    return round(total, 6), hits, last

print(sim(10, 100))
print(sim(3, 1000))
