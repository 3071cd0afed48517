# Sections running without the GIL that only use C values: nogil functions
# and methods, with nogil/with gil blocks, prange(nogil=True), pure mode.
cimport cython
from libc.stdio cimport printf
from libc.stdlib cimport malloc, free, qsort, rand, srand
from libc.math cimport sin, M_PI
cimport openmp
from cython.parallel cimport prange

cdef struct Node:
    int key
    Node* next

cdef inline int sq(int x) nogil:
    return x * x

cdef int cmp(const void* a, const void* b) noexcept nogil:
    return (<int*>a)[0] - (<int*>b)[0]

cdef class Grid:
    cdef int nx, ny
    cdef double[:, :] data
    cdef Node* head
    def __init__(self, int nx, int ny):
        self.nx = nx; self.ny = ny
        import numpy as np
        self.data = np.zeros((nx, ny))
        self.head = NULL
    cdef void fill(self, double v) nogil:
        cdef int i, j
        for i in range(self.nx):
            for j in range(self.ny):
                self.data[i, j] = v * i + j
    cdef void push(self, int k) nogil:
        cdef Node* n = <Node*>malloc(sizeof(Node))
        n.key = k
        n.next = self.head
        self.head = n
    cdef int total(self) nogil:
        cdef Node* n = self.head
        cdef int t = 0
        while n != NULL:
            t += n.key
            n = n.next
        return t
    cdef void clear(self) nogil:
        cdef Node* n
        while self.head is not NULL:
            n = self.head
            self.head = n.next
            free(n)
    def go(self):
        cdef int i
        cdef int vals[5]
        with nogil:
            self.fill(0.5)
            for i in range(4):
                self.push(sq(i))
            vals[0] = 5; vals[1] = 2; vals[2] = 9; vals[3] = 1; vals[4] = 3
            qsort(vals, 5, sizeof(int), cmp)
            with gil:
                print("sorted", [vals[i] for i in range(5)])
        t = self.total()
        self.clear()
        return t, self.data[2, 1]

g = Grid(3, 2)
print(g.go())

def wave(int n):
    cdef double s = 0
    cdef int i
    for i in prange(n, nogil=True, schedule="static"):
        s += sin(i * M_PI / n)
    return round(s, 9)
print(wave(100))

@cython.boundscheck(False)
cdef double dot(double[:] a, double[:] b) nogil:
    cdef double s = 0
    cdef Py_ssize_t i
    for i in range(a.shape[0]):
        s += a[i] * b[i]
    return s

def use_dot():
    import numpy as np
    cdef double[:] a = np.ones(4), b = np.arange(4.0)
    cdef double r
    with nogil:
        r = dot(a, b)
        r += dot(a[1:], b[1:])
    return r
print(use_dot())
@cython.cfunc
@cython.nogil
@cython.exceptval(-1, check=False)
def twice(x: cython.int) -> cython.int:
    return 2 * x

def run_pure(n: cython.int):
    r: cython.int = 0
    with cython.nogil:
        r = twice(n)
        with cython.gil:
            print("inside", r)
    return r

print(run_pure(4))
