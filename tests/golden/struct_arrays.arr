# Fixed arrays of structs: field reads and writes through an index, passing
# the array to a struct-pointer parameter, whole-element stores and reads.
from libc.math cimport cos, sin, M_PI

cdef struct Point:
    double x
    double y

cdef struct Cell:
    int count
    double total

cdef Point centroid(Point* pts, int n):
    cdef Point c
    c.x = 0
    c.y = 0
    cdef int i
    for i in range(n):
        c.x += pts[i].x
        c.y += pts[i].y
    c.x /= n
    c.y /= n
    return c

def polygon(int n):
    cdef Point pts[16]
    cdef int i
    for i in range(n):
        pts[i].x = cos(2 * M_PI * i / n)
        pts[i].y = sin(2 * M_PI * i / n) + 1
    cdef Point c = centroid(pts, n)
    return round(c.x, 12) + 0.0, round(c.y, 12)

def bins(double[:] data):
    cdef Cell cells[4]
    cdef int i, b
    for b in range(4):
        cells[b].count = 0
        cells[b].total = 0
    for i in range(data.shape[0]):
        b = <int>data[i] % 4
        cells[b].count += 1
        cells[b].total += data[i]
    cells[3] = Cell(count=-1, total=0.5)
    for b in range(4):
        print(b, cells[b].count, cells[b].total)
    cdef Cell first = cells[0]
    print(first)

print(polygon(6))
print(polygon(5))
import numpy as np
bins(np.arange(10) * 1.25)
