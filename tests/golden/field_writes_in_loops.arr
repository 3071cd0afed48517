# Typed loops assigning C number fields of cdef class instances: the
# fields must hold every update after the loop, however it ends, and two
# variables naming one instance must see each other's writes.
from cython.parallel cimport prange
import numpy as np

cdef class Acc:
    cdef public double total
    cdef public long count
    cdef public int small
    cdef public bint seen
    def run(self, double[:] xs):
        cdef Py_ssize_t i
        for i in range(xs.shape[0]):
            self.total += xs[i]
            self.count += 1
            self.small = self.small * 3 + 1
            if xs[i] > 2:
                self.seen = True
        return self.total, self.count, self.small, self.seen
    cdef double get(self):
        return self.total

def aliased(double[:] xs):
    cdef Acc a = Acc()
    cdef Acc b = a
    cdef Py_ssize_t i
    for i in range(xs.shape[0]):
        a.total += xs[i]
        b.total = b.total * 2
        b.count = b.count + 2
    return a.total, a.count, b.total

def through_method(double[:] xs):
    cdef Acc a = Acc()
    cdef double s = 0
    cdef Py_ssize_t i
    for i in range(xs.shape[0]):
        a.total += xs[i]
        s += a.get()
    return s, a.total

def stops_early(double[:] xs):
    cdef Acc a = Acc()
    cdef Py_ssize_t i
    try:
        for i in range(xs.shape[0] + 1):
            a.total += xs[i]
            a.count += 1
    except IndexError as e:
        print("IndexError:", e)
    return a.total, a.count

def returns_inside(double[:] xs, Acc a):
    cdef Py_ssize_t i
    for i in range(xs.shape[0]):
        a.count += 10
        if xs[i] >= 3:
            return i
    return -1

def in_prange(int n):
    cdef Acc a = Acc()
    cdef int i
    for i in prange(n, nogil=True, num_threads=1):
        with gil:
            a.count += i
    return a.count

def main():
    xs = np.arange(5.0)
    acc = Acc()
    print(acc.run(xs))
    print(acc.run(xs))
    print(aliased(xs))
    print(through_method(xs))
    print(stops_early(xs))
    b = Acc()
    print(returns_inside(xs, b), b.count)
    print(in_prange(10))

main()
