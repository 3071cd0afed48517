# Element reads and writes used directly as operands: wrap-around in the
# element's and the operator's C type, min/max clipping, negative indices,
# stores into every kind of view, and out-of-bounds writes.
import numpy as np

def arith(int[:, :] a, signed char[:] c, unsigned char[:] u, double[:] d, float[:] g):
    cdef int i, j
    cdef int t
    cdef signed char sc
    cdef unsigned char uc
    cdef long long big
    cdef double x
    cdef float y
    for i in range(a.shape[0]):
        for j in range(a.shape[1]):
            t = a[i, j] * 3 - a[i, -1 - j] * 2
            print(i, j, t, min(max(a[i, j], 2), 5), max(a[i, j], t), min(t, -1))
    for i in range(c.shape[0]):
        sc = c[i] * 3
        uc = u[i] + u[i]
        big = c[i] * 100000
        print("wrap", sc, uc, big, c[i] - u[i], u[i] * c[i])
    for i in range(d.shape[0]):
        x = d[i] * 2.5 + d[-1 - i]
        y = g[i] * 3
        print("float", x, y, min(d[i], 0.5), max(d[i], g[i]), d[i] - g[i])

def stores(int[:, :] a, double[:] d, float[:] g, unsigned char[:] u, long[:] w):
    cdef int i, j
    cdef int k = 7
    for i in range(a.shape[0]):
        for j in range(a.shape[1]):
            a[i, j] = a[i, j] * k + i - j
    for i in range(d.shape[0]):
        d[i] = d[i] * 0.5
        g[-1 - i] = d[i] + 0.1
        u[i] = k * 40 + i
        w[i] = a[0, 0] * 1000000000
    a[-1, -1] = -5
    print(np.asarray(a))
    print(np.asarray(d))
    print(np.asarray(g))
    print(np.asarray(u))
    print(np.asarray(w))

def out_of_bounds(int[:, :] a, int which):
    cdef int i = 1
    cdef int j = a.shape[1]
    if which == 0:
        a[i, j] = 1
    elif which == 1:
        a[j, i] = 1
    elif which == 2:
        a[-5, i] = 1
    else:
        print(a[i, -j - 1] + 1)

A = (np.arange(12, dtype=np.intc) - 4).reshape(3, 4)
C = np.array([50, -100, 7, 127], dtype=np.int8)
U = np.array([200, 3, 255, 128], dtype=np.uint8)
D = np.linspace(-1.0, 1.0, 4)
G = np.array([0.1, 0.2, 0.3, 0.4], dtype=np.float32)
arith(A, C, U, D, G)
arith(A[::-1, ::2], C[::-1], U[::-1], D[::2], G[1:3])
W = np.zeros(4, dtype=np.int_)
stores(A, D, G, U, W)
stores(A.T.copy()[1:, ::-1], D[::-1], G, U[::-1], W[::-1])
for which in range(4):
    try:
        out_of_bounds(A, which)
    except IndexError as e:
        print(which, "IndexError:", e)
