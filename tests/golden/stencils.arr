# Stencil indices (x + i, i - 1, i + 1) in reductions, vectorised bodies
# and plain loops: convolution, a recurrence through the same view, a
# Laplacian, edges that reach outside the view, and wraparound.
import numpy as np

def conv(double[:, :] img, double[:, :] k):
    cdef Py_ssize_t H = img.shape[0], W = img.shape[1], kh = k.shape[0], kw = k.shape[1]
    cdef Py_ssize_t x, y, i, j
    cdef double s
    out = np.zeros((H - kh + 1, W - kw + 1))
    cdef double[:, :] o = out
    for x in range(H - kh + 1):
        for y in range(W - kw + 1):
            s = 0
            for i in range(kh):
                for j in range(kw):
                    s += img[x + i, y + j] * k[i, j]
            o[x, y] = s
    return out

def recurrence(int n):
    a = np.zeros(n)
    cdef double[:] v = a
    cdef Py_ssize_t i
    v[0] = 1
    for i in range(1, n):
        v[i] = v[i - 1] * 0.5 + i
    b = np.arange(n, dtype=np.float64)
    cdef double[:] w = b
    for i in range(n - 1):
        w[i] = w[i + 1] * 2
    return a, b

def laplacian(double[:, :] u):
    cdef Py_ssize_t n = u.shape[0], m = u.shape[1], i, j
    out = np.zeros((n, m))
    cdef double[:, :] o = out
    for i in range(1, n - 1):
        for j in range(1, m - 1):
            o[i, j] = u[i - 1, j] + u[i + 1, j] + u[i, j - 1] + u[i, j + 1] - 4 * u[i, j]
    return out

def smooth(long[:] a):
    cdef Py_ssize_t i, n = a.shape[0]
    cdef long total = 0
    for i in range(1, n - 1):
        total += a[i - 1] + 2 * a[i] + a[i + 1]
    cdef long wrapped = 0
    for i in range(n):
        wrapped += a[i - 1]
    cdef long twice = 0
    for i in range(n // 2):
        twice += a[i + i]
    return total, wrapped, twice

def past_the_end(double[:] a):
    cdef Py_ssize_t i
    cdef double s = 0
    try:
        for i in range(a.shape[0]):
            s += a[i + 1]
    except IndexError as e:
        print("IndexError", e, "at i =", i, "partial", s)

img = (np.arange(80.0) % 7).reshape(8, 10)
k = np.array([[1.0, 2.0, 1.0], [0.0, 1.0, 0.0], [-1.0, 0.5, 2.0]])
print(conv(img, k))
a, b = recurrence(8)
print(a)
print(b)
u = (np.arange(30.0) ** 2 % 11).reshape(5, 6)
print(laplacian(u))
print(smooth(np.arange(10) * 3 - 7))
past_the_end(np.linspace(0, 1, 6))
