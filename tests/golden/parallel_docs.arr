# The parallelism page's examples: prange reductions, scaling a view in
# place, a parallel block with a thread-local malloc'd buffer, lastprivate
# values after the loop.
# Parallelism doc examples
from cython.parallel import prange, parallel, threadid
cimport openmp
from libc.stdlib cimport abort, malloc, free
import numpy as np
cimport cython

def sum_sq(int n):
    cdef int i
    cdef int s = 0
    for i in prange(n, nogil=True):
        s += i * i
    return s
print(sum_sq(30))

@cython.boundscheck(False)
@cython.wraparound(False)
def func(double[:] x, double alpha):
    cdef Py_ssize_t i
    for i in prange(x.shape[0], nogil=True):
        x[i] = alpha * x[i]
a = np.arange(5.0)
func(a, 2.0)
print(a)

def l2norm(double[:] x):
    cdef double total = 0
    cdef Py_ssize_t i
    for i in prange(x.shape[0], nogil=True):
        total += x[i] * x[i]
    return total ** 0.5
print(l2norm(np.array([3.0, 4.0])))

def with_local(int n):
    cdef Py_ssize_t idx, i
    cdef int * local_buf
    cdef size_t size = 10
    cdef long total = 0
    with nogil, parallel():
        local_buf = <int *> malloc(sizeof(int) * size)
        if local_buf is NULL:
            abort()
        for i in prange(n, schedule='static'):
            local_buf[i % size] = i
            total += local_buf[i % size]
        free(local_buf)
    return total
print(with_local(100))

def last_i(int n):
    cdef int i, j = 0
    for i in prange(n, nogil=True):
        j = i * 2
    return i, j
print(last_i(10))
