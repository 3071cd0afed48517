import numpy as np
cimport cython
cdef int[:, ::1] c = np.arange(6, dtype=np.intc).reshape(2, 3)
print(cython.typeof(c), cython.typeof(c.T), cython.typeof(c[0]), cython.typeof(c[:, 0]), cython.typeof(c[0, 0]))
print(cython.typeof(c.copy()), cython.typeof(c.copy_fortran()))
print(c.is_c_contig(), c.is_f_contig(), c.T.is_f_contig(), c.T.is_c_contig())
print(c.shape, c.strides, c.suboffsets, c.ndim)
cdef int[:, :] s = c[:, ::2]
print(s.shape[1], s.strides[1], s[1, 1])
cdef int[:] row = c[1]
cdef int[:] col = c[:, 2]
print(row[0], row[2], col[0], col[1], col.strides[0])
cdef int[:] rev = np.arange(5, dtype=np.intc)[::-1]
print(rev[0], rev.strides[0])
o = c
print(o.shape, o.strides, o.ndim, len(o))
cdef double[:, :] d = np.zeros((2, 3))
d[...] = 1.5
d[1, :] = 2.5
print(np.asarray(d))
cdef double[:, :] e = np.ones((2, 3))
e[:] = d
print(np.asarray(e))
def report(f):
    try:
        f()
    except Exception as ex:
        print(type(ex).__name__, ex)
def assign_mismatch():
    cdef double[:] p = np.zeros(3)
    cdef double[:] q = np.zeros(4)
    p[...] = q
report(assign_mismatch)
def not_c():
    cdef double[:, ::1] fc = np.zeros((3, 4)).T
report(not_c)
def not_f():
    cdef double[::1, :] ff = np.zeros((3, 4))
report(not_f)
def wrong_int():
    cdef int[:] w = np.arange(3)
report(wrong_int)
def read_only():
    arr = np.zeros(3)
    arr.flags.writeable = False
    cdef double[:] ro = arr
report(lambda: np.asarray(c)[5, 0])
cdef double[:] none_view = None
print(none_view is None)
