# C arrays of arrays: 'cdef int a[3][3]' at module level and in functions,
# a[i][j] reads and writes, a[i] as a row, printing as nested lists,
# sizeof, typed memoryviews over them (shape, strides, contiguity),
# and filling from nested lists, a whole array or one row at a time.
import numpy as np
cdef int a[3][3]
cdef int[:, :] a_view = a
a_view[...] = 2
print(a[1][1], a_view.shape[0], a_view.strides[0])
a[0][2] = 7
print(a)
print(a[0], a_view[0, 2], sizeof(a))
def stencil():
    cdef double k[3][3]
    cdef int i, j
    for i in range(3):
        for j in range(3):
            k[i][j] = (i + 1) * 10 + j
    cdef double s = 0
    for i in range(3):
        for j in range(3):
            s += k[i][j]
    print(k, s)
    cdef double[:, ::1] kv = k
    print(np.asarray(kv).sum(), kv.is_c_contig())
    cdef long cube[2][2][2]
    cdef int x, y, z
    for x in range(2):
        for y in range(2):
            for z in range(2):
                cube[x][y][z] = 0
    cube[1][1][1] = 5
    cube[0][1][0] = 3
    print(cube, cube[1])
stencil()

def total(int[:, :] m):
    cdef int s = 0
    cdef Py_ssize_t i, j
    for i in range(m.shape[0]):
        for j in range(m.shape[1]):
            s += m[i, j]
    return s
print(total(a_view))
cdef int b[2][3]
b = [[1, 2, 3], [4, 5, 6]]
print(b)
b[1] = [7, 8, 9]
print(b)
def init():
    cdef double m[2][2]
    m = [[1.5, 2.5], [3.5, 4.5]]
    cdef int v[3]
    v = [1, 2, 3]
    print(m, v, m[1][0] + v[2])
init()
