# Game of life over a cython.view.array, typed views of uint8 and intc,
# a view's shape taken as a tuple.
import numpy as np
cimport cython
from cython.view cimport array as cvarray

@cython.boundscheck(False)
def life_step(unsigned char[:, :] g):
    cdef Py_ssize_t n = g.shape[0], m = g.shape[1], i, j, di, dj
    cdef int cnt
    new = cvarray(shape=(n, m), itemsize=sizeof(unsigned char), format="B")
    cdef unsigned char[:, :] out = new
    for i in range(n):
        for j in range(m):
            cnt = 0
            for di in range(-1, 2):
                for dj in range(-1, 2):
                    if di == 0 and dj == 0:
                        continue
                    cnt += g[(i + di) % n, (j + dj) % m]
            out[i, j] = 1 if (cnt == 3 or (cnt == 2 and g[i, j])) else 0
    return out

g = np.zeros((6, 6), dtype=np.uint8)
g[1, 2] = g[2, 3] = g[3, 1] = g[3, 2] = g[3, 3] = 1
cdef unsigned char[:, :] cur = g
for step in range(4):
    cur = life_step(cur)
arr = np.asarray(cur)
print(arr)
print(arr.sum(), arr.dtype, tuple(cur.shape)[:2], cur.nbytes if hasattr(cur, "nbytes") else "")
print("\n".join("".join("#" if x else "." for x in row) for row in arr))
cdef int[:, ::1] tbl = np.arange(12, dtype=np.intc).reshape(3, 4)
print(list(tbl[2]), tuple(tbl.T.shape)[:2], tbl[::2, 1:3].is_c_contig(), np.asarray(tbl[:, 1]))
