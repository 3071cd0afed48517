# `for x in view` over 1-D typed views into C variables: each element
# converted to the variable's type, `break`/`else`, the variable keeping
# the last element, None and empty views.
import numpy as np

cdef double gsum = 0
cdef double glast = 0

cdef class Series:
    cdef double[:] data
    def __init__(self, data):
        self.data = data
    def total(self):
        cdef double s = 0, x
        for x in self.data:
            s += x
        return s

def sums():
    cdef double s = 0, x
    cdef long t = 0, y
    cdef float fsum = 0, z
    cdef bint b, anyb = False
    cdef double[:] d = np.linspace(0, 1, 11)
    cdef long[:] l = np.arange(-5, 6)
    cdef int[:] i32 = np.arange(10, dtype=np.intc)
    cdef unsigned long long[:] u64 = np.array([2**63 + 1, 7], dtype=np.uint64)
    cdef unsigned char[:] u8 = np.array([250, 5], dtype=np.uint8)
    cdef float[:] f32 = np.array([0.1, 0.2, 0.3], dtype=np.float32)
    cdef const double[:] cd = np.arange(4.0)
    for x in d:
        s += x * x
    print(round(s, 6), x)
    for y in l:
        t += y * y
    print(t, y)
    s = 0
    for x in i32:
        s += x / 2
    print(s, x)
    s = 0
    for x in u64:
        s += x
    print(s, x)
    s = 0
    for x in u8:
        s += x
    print(s, x)
    for z in f32:
        fsum += z
    print(fsum, z)
    s = 0
    for x in cd:
        s += x
    print(s)
    cdef unsigned char[:] flags = np.array([0, 0, 1, 0], dtype=np.uint8)
    cdef int found = -1, k = 0
    cdef unsigned char c
    for c in flags:
        if c:
            found = k
            break
        k += 1
    else:
        print("none set")
    print(found, c)

def nested():
    cdef double[:] a = np.arange(3.0)
    cdef double[:] b = np.arange(4.0) * 10
    cdef double s = 0, x, y
    for x in a:
        for y in b:
            if y > 20:
                break
            s += x * y
        else:
            print("no break")
    print(s, x, y)

def empty_and_none(double[:] v):
    cdef double x = -1, s = 0
    for x in v:
        s += x
    else:
        print("done", s, x)

def into_globals(double[:] v):
    global gsum, glast
    for glast in v:
        gsum += glast
    print(gsum, glast)

sums()
nested()
empty_and_none(np.zeros(0))
empty_and_none(np.ones(3))
try:
    empty_and_none(None)
except TypeError as e:
    print("TypeError:", e)
into_globals(np.arange(5.0))
print(Series(np.arange(6.0) * 0.5).total())
