# cimport openmp: thread counts, in-parallel test and wall time inside prange.
from cython.parallel import prange, parallel
cimport openmp

def f():
    cdef int i
    cdef int inside = 0
    cdef double t0 = openmp.omp_get_wtime()
    print(openmp.omp_in_parallel())
    openmp.omp_set_num_threads(3)
    for i in prange(30, nogil=True):
        inside += openmp.omp_in_parallel() + openmp.omp_get_num_threads() * 10
    print(inside, openmp.omp_get_max_threads())
    print(openmp.omp_get_wtime() >= t0)
f()
