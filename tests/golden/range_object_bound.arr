# A C-typed loop over range() of untyped (object) bounds: Cython converts
# each bound through __index__ to a Py_ssize_t before the loop starts.
import numpy as np

def total(n):
    cdef int i
    cdef double s = 0
    for i in range(n):
        s += i * 0.5
    return s

def upto(n):
    cdef long i, s = 0
    for i in range(1, n + 1):
        s += i
    return s

def stepped(a, b, c):
    cdef long i, s = 0
    for i in range(a, b - 1, c):
        s += i
    return s

def twice_len(list xs):
    cdef int i
    cdef long s = 0
    for i in range(len(xs)):
        s += len(xs) + i
    return s

def after_print(n):
    cdef long i, s = 0
    print("before the loop")
    for i in range(n):
        s += i
    return s

print(total(10), total(0), total(-3), total(True))
print(upto(100), upto(np.int64(10)), upto(np.uint8(3)))
print(stepped(0, 11, 3), stepped(10, 0, -2), stepped(np.int32(1), 5, 1))
print(twice_len([4, 5, 6]))
print(after_print(5))
for bad in (10.5, "3", None, np.float64(2.0), 2**70, [1]):
    try:
        print(total(bad))
    except Exception as e:
        print(type(e).__name__, e)
for bad in (2**63 - 1, 1.5):
    try:
        print(upto(bad))
    except Exception as e:
        print(type(e).__name__, e)
try:
    print(stepped(0, 5, 0))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(after_print(0.5))
except Exception as e:
    print(type(e).__name__, e)
