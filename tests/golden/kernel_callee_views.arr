# Typed loops calling cdef functions that take typed views, and
# noexcept functions whose errors are printed and ignored.
from array import array
import numpy as np
cimport cython

cdef double row_sum(double[:, :] m, int i) noexcept nogil:
    cdef double s = 0
    cdef int j
    for j in range(m.shape[1]):
        s += m[i, j]
    return s

cdef void scale_row(double[:, ::1] m, int i, double k):
    cdef int j
    for j in range(m.shape[1]):
        m[i, j] *= k

@cython.boundscheck(False)
@cython.wraparound(False)
cdef void quicksort(double[:] a, int lo, int hi) noexcept nogil:
    cdef int i = lo, j = hi
    cdef double pivot = a[(lo + hi) // 2], t
    if lo >= hi:
        return
    while i <= j:
        while a[i] < pivot:
            i += 1
        while a[j] > pivot:
            j -= 1
        if i <= j:
            t = a[i]; a[i] = a[j]; a[j] = t
            i += 1
            j -= 1
    quicksort(a, lo, j)
    quicksort(a, i, hi)

cdef long count_below(const long[:] xs, long limit):
    cdef long n = 0, x
    for x in xs:
        if x < limit:
            n += 1
    return n

cdef int at(int[:] a, int i):
    return a[i]

cdef double inv(double x) noexcept:
    return 1.0 / x

cdef int pick(int[:] a, int i) noexcept:
    return a[i]

cdef int deep(int n) noexcept:
    if n == 3:
        return 10 // (n - 3)
    return deep(n + 1) + 1

cdef class Box:
    cdef double w
    cdef double ratio(self, double x) noexcept:
        self.w += 1
        return self.w / x

def rows():
    m = np.arange(12, dtype=np.float64).reshape(3, 4)
    cdef double[:, ::1] v = m
    cdef double total = 0
    cdef int i
    for i in range(3):
        scale_row(v, i, i + 1)
        total += row_sum(v, i)
    print(total, m.tolist())
    # A transposed view: row_sum takes any strides, scale_row only rows
    # that are contiguous, which the call checks as Cython's does.
    cdef double[:, :] t = m.T
    total = 0
    for i in range(4):
        total += row_sum(t, i)
    print(total)
    try:
        for i in range(4):
            scale_row(m.T, i, 2)
    except ValueError as e:
        print("ValueError:", e)

def sorting():
    x = np.array([5.5, -1.0, 3.25, 9.0, 0.0, 2.0, -7.5, 4.0])
    cdef double[:] v = x
    quicksort(v, 0, v.shape[0] - 1)
    print(x.tolist())

def counting():
    cdef long[:] xs = np.arange(20)
    cdef long i, n = 0
    for i in range(5):
        n += count_below(xs, i * 4)
    print(n)

def out_of_range():
    cdef int[:] a = array('i', [1, 2, 3])
    cdef int i, t = 0
    try:
        for i in range(5):
            t += at(a, i)
    except IndexError as e:
        print("IndexError:", e, t)

def ignored():
    cdef double s = 0
    cdef int i
    for i in range(-2, 3):
        s += inv(i)
    print(s)
    cdef int[:] a = array('i', [1, 2, 3])
    cdef int t = 0
    for i in range(5):
        t += pick(a, i)
    print(t)
    t = 0
    for i in range(2):
        t += deep(0)
    print(t)
    cdef Box b = Box()
    s = 0
    for i in range(-1, 2):
        s += b.ratio(i)
    print(s, b.w)

cdef class Weigher:
    cdef double k
    def __init__(self, double k):
        self.k = k
    cdef double weigh(self, double[:] xs, int i):
        return xs[i] * self.k
    cdef double both(self, double[:] xs, int i):
        return self.weigh(xs, i) + 1

cdef class Squarer(Weigher):
    cdef double weigh(self, double[:] xs, int i):
        return xs[i] * xs[i] * self.k

def methods():
    cdef double[:] xs = np.arange(6.0)
    cdef Weigher w
    cdef double s
    cdef int i
    for w in [Weigher(2.0), Squarer(0.5)]:
        s = 0
        for i in range(6):
            s += w.weigh(xs, i)
        print(type(w).__name__, s)
    s = 0
    for i in range(6):
        s += w.both(xs, i)
    print(s)
    try:
        for i in range(8):
            s += w.weigh(xs, i)
    except IndexError as e:
        print("IndexError:", e, s)

rows()
methods()
sorting()
counting()
out_of_range()
ignored()
