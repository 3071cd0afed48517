# Schedules, chunk sizes and thread counts change who runs an iteration,
# never a race-free result; threadid() totals depend only on num_threads.
from cython.parallel import prange, parallel, threadid
cimport openmp

def sums(long n):
    cdef long i
    cdef long a = 0, b = 0, c = 0, d = 0, e = 0, f = 0
    for i in prange(n, nogil=True, schedule='static'):
        a += i * i
    for i in prange(n, nogil=True, schedule='static', chunksize=7):
        b += i * i
    for i in prange(n, nogil=True, schedule='dynamic'):
        c += i * i
    for i in prange(n, nogil=True, schedule='dynamic', chunksize=64):
        d += i * i
    for i in prange(n, nogil=True, schedule='guided', chunksize=3):
        e += i * i
    for i in prange(n, nogil=True, num_threads=3):
        f += i * i
    print(a, b, c, d, e, f)

def owners():
    cdef int i
    cdef int t = 0, u = 0
    for i in prange(8, nogil=True, num_threads=4):
        t += threadid()
    for i in prange(8, nogil=True, schedule='static', chunksize=3, num_threads=2):
        u += threadid() * 100 + i
    print(t, u, i)

def rows(double[:, ::1] m):
    cdef Py_ssize_t r, c
    cdef double acc
    for r in prange(m.shape[0], nogil=True, schedule='guided'):
        acc = 0
        for c in range(m.shape[1]):
            acc = acc + m[r, c] * (c + 1)
        m[r, 0] = acc

def team():
    cdef int tid
    cdef int seen = 0
    cdef int i
    cdef long total = 0
    with nogil, parallel(num_threads=2):
        tid = threadid()
        for i in prange(100):
            total += i * (openmp.omp_get_num_threads())
    print(total)

def sequential_when_asked(int n):
    cdef int i
    cdef long s = 0
    for i in prange(n, nogil=True, use_threads_if=n > 1000):
        s += threadid()
    print(s)

sums(1000)
sums(5)
sums(0)
owners()
import numpy as np
m = np.arange(12.0).reshape(4, 3)
rows(m)
print(m[:, 0])
team()
sequential_when_asked(50)
