# A C double meeting Python objects: `total += xs[i]`, `d * obj`, `obj / d`.
import numpy as np


class Half:
    def __radd__(self, other):
        return other + 0.5
    def __rmul__(self, other):
        return other * 2
    def __truediv__(self, other):
        return 7.0

def list_total(list xs):
    cdef double total = 0
    cdef Py_ssize_t i
    for i in range(len(xs)):
        total += xs[i]
    return total

def mixed(list xs, double d):
    cdef double a, b, c, e
    cdef Py_ssize_t i
    for i in range(len(xs)):
        a = d * xs[i]
        b = xs[i] - d
        c = d / xs[i] if xs[i] != 0 else -1.0
        e = xs[i] / d
        print(i, a, b, c, e)

print(list_total([1.5, 2, True, 2**60 + 1, np.float64(0.25), np.int32(3), Half()]))
print(list_total([0.1] * 10), list_total([]), list_total([2**53 + 1, 1.0]))
mixed([3, 0.5, -2.0, 10**20], 3.0)
cdef tuple t = (1.0, 2.0, 3.5)
cdef double s = 0
cdef int k
for k in range(3):
    s += t[k] * 2
print(s, t[-1])
cdef list ys = [1.0, 2.0]
cdef int j = -1
print(ys[j], ys[j - 1])
for bad in ([1.0, "x"], [1.0, None]):
    try:
        list_total(bad)
    except TypeError as err:
        print("TypeError:", err)
try:
    print(ys[5])
except IndexError as err:
    print("IndexError:", err)
cdef double zero = 0.0
try:
    print(ys[0] / zero)
except ZeroDivisionError as err:
    print("ZeroDivisionError:", err)
try:
    print(1 / zero)
except ZeroDivisionError as err:
    print("ZeroDivisionError:", err)
try:
    mixed([0], 0.0)
except ZeroDivisionError as err:
    print("ZeroDivisionError:", err)
try:
    list_total([10**400])
except OverflowError as err:
    print("OverflowError:", err)
