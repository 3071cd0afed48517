from libc.stdlib cimport malloc, free

cdef struct Cell:
    int count
    double weight

cdef Cell* cells = <Cell*> malloc(4 * sizeof(Cell))
cdef int i
for i in range(4):
    cells[i].count = i
    cells[i].weight = 0.5 * i
print(cells[3].count, cells[3].weight)
for i in range(5):
    cells[i].weight += 1.0
free(cells)
