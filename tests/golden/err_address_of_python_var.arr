# `&g` of a variable that is a Python object: Cython's refusal, with arr's help.
cdef struct Grid:
    int nx, ny

cdef int area(Grid *g):
    return g.nx * g.ny

g = {'nx': 2, 'ny': 3}
print(area(&g))
