# An int past 64 bits indexing a sequence is CPython's IndexError
# ("cannot fit 'int' into an index-sized integer"), and one stored into a
# Py_ssize_t is Cython's OverflowError naming C ssize_t (other signed C
# integers convert through C long, unsigned ones through unsigned long).
from collections import deque

def takes(Py_ssize_t n):
    return n

def stores(x):
    cdef Py_ssize_t s
    cdef long l
    cdef size_t z
    for name in ("ssize", "arg", "long", "size_t"):
        try:
            if name == "ssize":
                s = x
            elif name == "arg":
                takes(-x)
            elif name == "long":
                l = x
            else:
                z = x
        except OverflowError as e:
            print(name, "OverflowError:", e)

def accumulate(xs):
    cdef Py_ssize_t total = 0
    cdef int i
    for i in range(len(xs)):
        total += xs[i]
    return total

big = 2**70
stores(big)
for seq in ([1, 2], (1, 2), "ab", b"ab", range(3), deque([1])):
    try:
        seq[big]
    except IndexError as e:
        print(type(seq).__name__, "IndexError:", e)
    try:
        seq[-big]
    except IndexError as e:
        print(type(seq).__name__, "IndexError:", e)
try:
    xs = [1, 2]
    xs[big] = 5
except IndexError as e:
    print("store IndexError:", e)
print(accumulate([1, 2, 3]))
try:
    accumulate([2**62, 2**62])
except OverflowError as e:
    print("OverflowError:", e)
