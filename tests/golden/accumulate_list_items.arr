# A C accumulator updated by items of a Python list or tuple in a typed
# loop (`total += xs[i]`): Python's operator on the boxed accumulator and
# the item, converted back, as Cython compiles it. arr runs these loops
# as kernels when every item is an int, bool or (for a double) a float,
# and as closures otherwise; both give Python's results and errors.
import numpy as np

def fsum(xs):
    cdef double total = 0
    cdef Py_ssize_t i
    for i in range(len(xs)):
        total += xs[i]
    return total

def fops(xs):
    cdef double a = 1, b = 100, c = 1, d = 1e6
    cdef float f = 0
    cdef int i
    for i in range(len(xs)):
        a *= xs[i]
        b -= xs[i]
        d /= xs[i]
        f += xs[i]
    return a, b, d, f

def isum(xs):
    cdef long total = 0
    cdef int i
    for i in range(len(xs)):
        total += xs[i]
    return total

def iops(xs, int start):
    cdef int acc = start
    cdef long m = 1
    cdef int i
    for i in range(len(xs)):
        acc -= xs[i]
        m *= xs[i]
    return acc, m

def backwards(xs):
    cdef double total = 0
    cdef int i
    for i in range(1, len(xs) + 1):
        total += xs[-i] * 1.0
        total += xs[-i]
    return total

def past_end(xs, int n):
    cdef double total = 0
    cdef int i
    for i in range(n):
        total += xs[i]
    return total

print(fsum([0.5, 1.5, 2.25]), fsum([1, 2, 3]), fsum((1, 2.5, True)), fsum([]))
print(fsum([2**53 + 1, 0.0]), fsum([10**20, 1.5]))
print(fops([2, 0.5, 4.0]))
print(isum(list(range(1000))), isum((1, True, -5)), isum([2**62, 2**62 - 1]))
print(iops([1, 2, 3], 10))
print(backwards([1.5, 2, 3]))
print(fsum(list(np.arange(4.0))), fsum(list(np.arange(3, dtype=np.float32) + 0.1)))
print(isum(list(np.arange(5))))

try:
    print(isum([2**62, 2**62]))
except OverflowError as e:
    print("OverflowError:", e)
try:
    print(isum([-2**63, -1]))
except OverflowError as e:
    print("OverflowError:", e)
try:
    print(iops([1, 2**31], 0))
except OverflowError as e:
    print("OverflowError:", e)
try:
    print(iops([3, 2**40, 2**40], 100))
except OverflowError as e:
    print("OverflowError:", e)
try:
    print(fops([1.0, 0, 2.0]))
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e)
try:
    print(past_end([1.0, 2.0], 3))
except IndexError as e:
    print("IndexError:", e)
try:
    print(fsum([1.0, "x"]))
except TypeError as e:
    print("TypeError:", e)
try:
    print(isum([1, 2.5]))
except TypeError as e:
    print("TypeError:", e)
try:
    print(isum([10**30, -10**30 + 7]))
except OverflowError as e:
    print("OverflowError:", e)

# The same list read again after it changed: the kernel sees the change.
xs = [1.0, 2.0]
print(fsum(xs))
xs.append(4.0)
print(fsum(xs))
xs[0] = 10
print(fsum(xs))
