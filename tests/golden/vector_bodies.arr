# Loop bodies of C temporaries and view stores (run a block of iterations
# at a time), and the aliasing cases that must see each iteration's store.
import numpy as np

cdef inline int clip(int a, int lo, int hi) noexcept nogil:
    return min(max(a, lo), hi)

def tutorial(int[:, ::1] a1, int[:, ::1] a2, int a, int b, int c):
    cdef Py_ssize_t x, y
    cdef int tmp
    result = np.zeros((a1.shape[0], a1.shape[1]), dtype=np.intc)
    cdef int[:, ::1] r = result
    for x in range(a1.shape[0]):
        for y in range(a1.shape[1]):
            tmp = clip(a1[x, y], 2, 10)
            tmp = tmp * a + a2[x, y] * b
            r[x, y] = tmp + c
    print(tmp, y)
    return result

def floats(double[:] u, double[:] out, double h):
    cdef Py_ssize_t i
    cdef double t, m
    for i in range(u.shape[0] - 1, -1, -1):
        t = u[i] * h + i
        m = max(t, 3.0)
        out[i] = min(m, 50.0) - t * 0.5
    print(t, m, i)

def in_place(long[:] v):
    cdef Py_ssize_t i
    for i in range(v.shape[0]):
        v[i] = v[i] * 3 - i
        v[i] = v[i] + 1

def shifted(long[:] v, long[:] w):
    cdef Py_ssize_t i
    for i in range(w.shape[0]):
        w[i] = v[i] + 1

def same_element(long[:] v, long[:] src):
    cdef Py_ssize_t i
    for i in range(src.shape[0]):
        v[0] = v[0] + src[i]

def narrow(unsigned char[:] out, short[:] x):
    cdef Py_ssize_t i
    cdef int t
    for i in range(x.shape[0]):
        t = x[i] * 7
        out[i] = t

a1 = (np.arange(40 * 70, dtype=np.intc) % 13).reshape(40, 70)
res = tutorial(a1, a1[::-1].copy(), 4, 3, 9)
print(res.sum(), res[3, :12])
u = np.arange(150) * 0.75
out = np.zeros(150)
floats(u, out, 0.5)
print(out[:6], out[-4:], out.sum())
v = np.arange(100, dtype=np.int64)
in_place(v)
print(v[:8], v.sum())
w = np.arange(100, dtype=np.int64)
shifted(w, w[1:])
print(w[:8], w.sum())
w = np.arange(100, dtype=np.int64)
shifted(w[1:], w[:99])
print(w[:8], w.sum())
z = np.zeros(3, dtype=np.int64)
same_element(z, np.arange(100, dtype=np.int64))
print(z)
o = np.zeros(90, dtype=np.uint8)
narrow(o, (np.arange(90) * 997 - 30000).astype(np.int16))
print(o[:10], o.sum())
