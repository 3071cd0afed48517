# Python objects where the GIL is not held: each use is Cython's compile
# error, wherever the section comes from.
from cython.parallel cimport prange

def helper(x):
    return x

cdef int c_helper(int x):
    return x + 1

cdef int report(int x) nogil:
    print(x)
    return x

def sections(list items, obj, double[:] xs):
    cdef int n = 0
    cdef Py_ssize_t i
    with nogil:
        n = items[0]
        if obj:
            n = c_helper(n)
        for v in items:
            n += 1
        helper(n)
    for i in prange(xs.shape[0], nogil=True):
        items.append(xs[i])
    return n
