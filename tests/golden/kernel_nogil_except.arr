from cython.parallel cimport prange
cimport cython
import numpy as np

cdef double clamp(double x) noexcept nogil:
    if x < 0:
        return 0
    return x

cdef int check(int i) except -1 nogil:
    if i > 100:
        with gil:
            raise ValueError(f"bad index {i}")
    return i

@cython.boundscheck(False)
@cython.wraparound(False)
def relu_sum(double[::1] x):
    cdef double s = 0
    cdef Py_ssize_t i
    with nogil:
        for i in prange(x.shape[0]):
            s += clamp(x[i])
    return s

def run(int n):
    cdef int i, t = 0
    for i in range(n):
        t += check(i)
    return t

print(relu_sum(np.linspace(-1, 1, 11)))
print(run(5))
try:
    run(200)
except ValueError as e:
    print("ValueError:", e)

cdef class Acc:
    cdef double total
    cdef int n
    cpdef add(self, double v):
        self.total += v
        self.n += 1
        return self
    @property
    def mean(self):
        return self.total / self.n if self.n else float('nan')
a = Acc()
a.add(1).add(2).add(6)
print(a.mean)
print(Acc().mean)
