# distutils: language = c++
from cython cimport parallel
from cython.operator cimport dereference as deref, preincrement as inc
from libcpp.vector cimport vector
cimport cython
cdef vector[int] v = [3, 1, 2]
cdef vector[int].iterator it = v.begin()
print(deref(it))
inc(it)
print(deref(it))
cdef int i
cdef long s = 0
for i in parallel.prange(10, nogil=True):
    s += i
print(s)
