import numpy as np
cimport cython
from libc.math cimport sqrt, exp, fabs

@cython.boundscheck(False)
@cython.wraparound(False)
cdef double norm(double[:] v) noexcept:
    cdef double s = 0.0
    cdef Py_ssize_t i
    for i in range(v.shape[0]):
        s += v[i] * v[i]
    return sqrt(s)

def normalize_rows(double[:, :] a):
    cdef Py_ssize_t i, j
    cdef double n
    out = np.empty_like(np.asarray(a))
    cdef double[:, :] o = out
    for i in range(a.shape[0]):
        n = norm(a[i])
        for j in range(a.shape[1]):
            o[i, j] = a[i, j] / n if n != 0 else 0.0
    return out

x = np.arange(12, dtype=np.float64).reshape(3, 4)
r = normalize_rows(x)
print(r)
print(np.round(r.sum(axis=1), 6))
print(f"{norm(x[1]):.4f}", repr(norm(x[2])))

cdef long fib(int n):
    cdef long a = 0, b = 1
    cdef int k
    for k in range(n):
        a, b = b, a + b
    return a
print([fib(k) for k in range(15)])
print(sum(fib(k) for k in range(10)))

def collatz(long n):
    cdef int steps = 0
    while n != 1:
        if n % 2 == 0:
            n //= 2
        else:
            n = 3 * n + 1
        steps += 1
    return steps
print(max(range(1, 1000), key=collatz), collatz(27))

cdef int[::1] hist = np.zeros(5, dtype=np.intc)
data = np.array([0.1, 0.5, 0.9, 0.3, 0.7, 0.75, 0.2])
cdef double[::1] d = data
cdef Py_ssize_t i
for i in range(d.shape[0]):
    hist[<int>(d[i] * 5)] += 1
print(list(hist), np.asarray(hist).dtype)
print(np.asarray(hist).tolist(), hist.nbytes, hist.itemsize)
cdef double e = exp(1.0)
print(e, fabs(-2.5), round(e, 3), int(e), e // 1, -7 // 2, -7 % 3, 7.5 % -2)
print(1e20, 1.5e-7, 0.1 + 0.2, 1/3, float('inf'), -0.0, 2**62 - 1)
s = "hello world"
print(s.title(), s.split(), s[::-1], s.find("o"), s.count("l"), "-".join(["a", "b"]))
print("%5.2f|%-4d|%s" % (3.14159, 42, "x"), "{:>6}".format("ab"), f"{12345678:,}")
d2 = {"a": 1, "b": 2}
for k, v in sorted(d2.items(), key=lambda kv: -kv[1]):
    print(k, v)
print(np.linspace(0, 1, 4), np.arange(6).reshape(2, 3).T)
