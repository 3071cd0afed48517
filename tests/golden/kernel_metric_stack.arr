# Function pointers chosen at run time over typed views, a cdef class stack with the container protocol, modular exponentiation under cdivision.
# cython: boundscheck=False, wraparound=False, cdivision=True
cimport cython
import numpy as np
from libc.math cimport fabs, sqrt
from libc.stdlib cimport rand, srand, RAND_MAX

ctypedef double (*metric_t)(double[:], double[:]) noexcept nogil

cdef double l1(double[:] a, double[:] b) noexcept nogil:
    cdef double s = 0
    cdef Py_ssize_t i
    for i in range(a.shape[0]):
        s += fabs(a[i] - b[i])
    return s

cdef double l2(double[:] a, double[:] b) noexcept nogil:
    cdef double s = 0
    cdef Py_ssize_t i
    for i in range(a.shape[0]):
        s += (a[i] - b[i]) * (a[i] - b[i])
    return sqrt(s)

cdef metric_t pick(str name):
    if name == "l1":
        return l1
    return l2

def nearest(double[:, ::1] pts, double[:] q, str metric="l2"):
    cdef metric_t m = pick(metric)
    cdef Py_ssize_t i, best = -1
    cdef double d, bestd = 1e300
    for i in range(pts.shape[0]):
        d = m(pts[i], q)
        if d < bestd:
            bestd = d
            best = i
    return best, round(bestd, 10)

pts = np.array([[0.0, 0.0], [1.0, 2.0], [3.0, 1.0], [-1.0, -1.0]])
print(nearest(pts, np.array([2.5, 1.2])), nearest(pts, np.array([2.5, 1.2]), "l1"))

@cython.cdivision(True)
cdef int mod_pow(long base, long exp, long m):
    cdef long result = 1
    base %= m
    while exp > 0:
        if exp & 1:
            result = (result * base) % m
        base = (base * base) % m
        exp >>= 1
    return result

print([mod_pow(3, k, 1000000007) for k in (0, 1, 10, 100, 12345)])
print(-7 // 2, -7 % 2)
cdef int a = -7, b = 2
print(a // b, a % b, a / b)

cdef class Stack:
    cdef list items
    def __cinit__(self):
        self.items = []
    cpdef push(self, x):
        self.items.append(x)
    cpdef pop(self):
        if not self.items:
            raise IndexError("pop from empty stack")
        return self.items.pop()
    def __len__(self):
        return len(self.items)
    def __bool__(self):
        return bool(self.items)
    def __iter__(self):
        return iter(reversed(self.items))
    def __contains__(self, x):
        return x in self.items

s = Stack()
for ch in "([{}])":
    if ch in "([{":
        s.push(ch)
    else:
        top = s.pop()
print(len(s), bool(s), "(" in s)
s.push(1); s.push(2)
print(list(s), 2 in s)
try:
    Stack().pop()
except IndexError as e:
    print("IndexError:", e)

def balanced(str text):
    cdef dict pairs = {")": "(", "]": "[", "}": "{"}
    st = Stack()
    for ch in text:
        if ch in "([{":
            st.push(ch)
        elif ch in pairs:
            if not st or st.pop() != pairs[ch]:
                return False
    return not st
print([balanced(t) for t in ["()", "([)]", "{[()()]}", "((", ""]])
