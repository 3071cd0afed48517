# cython.view.array (cvarray) acquired by typed memoryviews, pure-Python-mode
# decorators (@cython.cfunc, @cython.returns, @cython.locals), cdef class
# memoryview attributes filled under nogil, memcpy/memset.
import cython
import numpy as np
from cython.view cimport array as cvarray
from libc.string cimport memcpy, memset
from libc.stdlib cimport malloc, free

ctypedef double real

cdef inline real sq(real x) nogil:
    return x * x

@cython.cfunc
@cython.returns(cython.double)
def cube(x: cython.double) -> cython.double:
    return x * x * x

@cython.locals(t=cython.double)
def pure(n: cython.int) -> cython.double:
    i: cython.int
    s: cython.double = 0
    for i in range(n):
        s += cube(i)
    return s

cdef class Grid:
    cdef double[:, ::1] data
    cdef readonly Py_ssize_t n
    def __cinit__(self, Py_ssize_t n):
        self.n = n
        self.data = np.zeros((n, n))
    @property
    def total(self):
        return np.asarray(self.data).sum()
    cpdef void fill(self, double v):
        cdef Py_ssize_t i, j
        with nogil:
            for i in range(self.n):
                for j in range(self.n):
                    self.data[i, j] = v * (i + j)

cdef class Sub(Grid):
    cpdef void fill(self, double v):
        Grid.fill(self, v + 1)

def views():
    cdef cvarray arr = cvarray(shape=(3, 4), itemsize=sizeof(int), format="i")
    cdef int[:, :] v = arr
    cdef int i, j
    for i in range(3):
        for j in range(4):
            v[i, j] = i * 10 + j
    print(np.asarray(v).tolist(), v.shape[0], v.shape[1])
    cdef int* buf = <int*> malloc(12 * sizeof(int))
    memcpy(buf, &v[0, 0], 12 * sizeof(int))
    print([buf[k] for k in range(12)])
    memset(buf, 0, 12 * sizeof(int))
    print(buf[5])
    free(buf)

print(pure(10), sq(3.0))
g = Grid(4)
g.fill(0.5)
print(g.total, g.n)
s = Sub(3)
s.fill(1.0)
print(s.total)
views()

cdef double[::1, :] fv = cvarray(shape=(2, 3), itemsize=sizeof(double), format="d", mode="fortran")
fv[1, 2] = 5.0
print(np.asarray(fv).flags['F_CONTIGUOUS'], fv[1, 2], fv.shape[0], fv.shape[1])
cdef unsigned char[:] u = cvarray(shape=(4,), itemsize=1, format="B")
u[3] = 255
print(u[3], u.shape[0])
for args in [((0, 3), 8, "d"), ((), 8, "d")]:
    try:
        cvarray(shape=args[0], itemsize=args[1], format=args[2])
    except ValueError as e:
        print("ValueError", e)
try:
    cvarray(shape=(2,), itemsize=8, format="d", mode="x")
except ValueError as e:
    print("ValueError", e)
