print("stats: loading")
counter = 0

def mean(xs):
    global counter
    counter += 1
    return sum(xs) / len(xs)

cpdef double weighted(double[:] v, double w):
    cdef double s = 0
    cdef Py_ssize_t i
    for i in range(v.shape[0]):
        s += v[i] * w
    return s

class Box:
    def __init__(self, v):
        self.v = v
    def __repr__(self):
        return f"Box({self.v!r})"

def fail(n):
    if n > 2:
        raise ValueError(f"too big: {n}")
    return n

level = 1

def bump():
    global level
    level += 1
    return level
