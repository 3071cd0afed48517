# np.eye with its offset diagonal (k, positional or keyword) and a
# rectangular shape, and np.identity.
import numpy as np

print(np.eye(3, k=1))
print(np.eye(3, 4, -1))
print(np.eye(2, 5, k=3, dtype=np.int64))
print(np.eye(4, k=-5))
print(np.eye(3, M=2, k=1) + np.diag([1, 2], k=0)[:, :2].T[:3].sum())
print(np.identity(3, dtype=np.intc))
cdef double[:, :] e = np.eye(4, k=2)
cdef int i, j
cdef double t = 0
for i in range(4):
    for j in range(4):
        t += e[i, j] * (i * 4 + j)
print(t)
