import numpy as np
cimport cython

cdef class Stack:
    cdef list items
    cdef public int limit
    def __init__(self, int limit=3):
        self.items = []
        self.limit = limit
    def push(self, x):
        if len(self.items) >= self.limit:
            raise OverflowError(f"stack full ({self.limit})")
        self.items.append(x)
    def pop(self):
        if not self.items:
            raise IndexError("pop from empty stack")
        return self.items.pop()
    def __len__(self):
        return len(self.items)
    def __repr__(self):
        return f"Stack({self.items!r})"

s = Stack()
for k in range(5):
    try:
        s.push(k * k)
    except OverflowError as e:
        print("full:", e)
print(s, len(s), s.limit)
while True:
    try:
        print(s.pop(), end=" ")
    except IndexError as e:
        print("|", e)
        break

cdef double mean(double[:] xs) except? -1:
    if xs.shape[0] == 0:
        raise ValueError("empty")
    cdef double t = 0
    cdef Py_ssize_t i
    for i in range(xs.shape[0]):
        t += xs[i]
    return t / xs.shape[0]

print(mean(np.array([1.0, 2.0, 4.0])))
try:
    mean(np.array([], dtype=np.float64))
except ValueError as e:
    print("ValueError", e)

def matmul(double[:, ::1] a, double[:, ::1] b):
    cdef Py_ssize_t n = a.shape[0], m = b.shape[1], K = a.shape[1]
    cdef Py_ssize_t i, j, k
    if b.shape[0] != K:
        raise ValueError("shape mismatch: %d vs %d" % (K, b.shape[0]))
    out = np.zeros((n, m))
    cdef double[:, ::1] o = out
    for i in range(n):
        for k in range(K):
            for j in range(m):
                o[i, j] += a[i, k] * b[k, j]
    return out

A = np.arange(6.0).reshape(2, 3)
B = np.arange(12.0).reshape(3, 4)
print(matmul(A, B))
print(np.allclose(matmul(A, B), A @ B))
try:
    matmul(A, A)
except ValueError as e:
    print(e)
try:
    matmul(A.T, B)
except ValueError as e:
    print("VE:", e)

cdef dict counts = {}
for w in "the cat and the hat and the bat".split():
    counts[w] = counts.get(w, 0) + 1
print(counts)
print(sorted(counts, key=counts.get, reverse=True)[:2])
cdef tuple t = (1, 2.5, "x")
a, b, c = t
print(a, b, c, t[1:], len(t))
print([i * j for i in range(3) for j in range(3) if i != j])
print({i: i ** 2 for i in range(4)}, {x % 3 for x in range(10)})
print(list(zip("abc", range(3))), list(enumerate("xy", 1)))
print(any(x > 2 for x in [1, 2, 3]), all([]), min([3, 1, 2]), max("abc"))
cdef int n = 10
cdef unsigned int u = 3
print(n / 4, n // 4, n % 4, -n // 4, u - 1, 2 ** 10, 7 & 3, 7 ^ 2, 1 << 5)
print(isinstance(s, Stack), type(s).__name__, hasattr(s, "push"))
