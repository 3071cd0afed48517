# Loops over C arrays of structs and struct pointers from malloc, field by
# field (native kernels when every field read in the loop has one width),
# with Cython's results.
import numpy as np
from libc.stdlib cimport malloc, free
from libc.math cimport sqrt

cdef struct Body:
    double x, y, vx, vy

cdef struct Cell:
    int count
    float weight


def simulate(int n, int steps):
    cdef Body[16] bs
    cdef int i, j, s
    cdef double dx, dy, d2, f
    for i in range(n):
        bs[i].x = i * 0.7
        bs[i].y = (i % 3) * 0.3
        bs[i].vx = 0
        bs[i].vy = 0
    for s in range(steps):
        for i in range(n):
            for j in range(n):
                if i != j:
                    dx = bs[j].x - bs[i].x
                    dy = bs[j].y - bs[i].y
                    d2 = dx * dx + dy * dy + 0.01
                    f = 1.0 / (d2 * sqrt(d2))
                    bs[i].vx += dx * f * 1e-3
                    bs[i].vy += dy * f * 1e-3
        for i in range(n):
            bs[i].x += bs[i].vx
            bs[i].y += bs[i].vy
    return [(round(bs[i].x, 9), round(bs[i].y, 9)) for i in range(n)]


def histogram(double[:] xs, int nbins):
    cdef Cell* cells = <Cell*> malloc(nbins * sizeof(Cell))
    cdef int i, b
    for i in range(nbins):
        cells[i].count = 0
        cells[i].weight = 0
    for i in range(xs.shape[0]):
        b = <int>(xs[i] * nbins)
        if b >= nbins:
            b = nbins - 1
        cells[b].count += 1
        cells[b].weight += <float>xs[i]
    out = [(cells[i].count, cells[i].weight) for i in range(nbins)]
    free(cells)
    return out


def read_field(long k):
    cdef Body[4] bs
    cdef int i
    cdef double t = 0
    for i in range(4):
        bs[i].x = i
    for i in range(1):
        t += bs[k].x
    return t


print(simulate(6, 20))
print(histogram(np.linspace(0, 1, 23), 5))
print(read_field(3))
