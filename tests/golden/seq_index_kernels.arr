# Indexing lists and tuples with C integers in typed loops.

def total(list xs):
    cdef double s = 0, x
    cdef Py_ssize_t i
    for i in range(len(xs)):
        x = xs[i]
        s += x
    return s

def back(tuple xs, int n):
    cdef long s = 0
    cdef int i
    cdef long v
    for i in range(1, n + 1):
        v = xs[-i]
        s += v
    return s

def overrun(list xs):
    cdef double s = 0
    cdef int i
    try:
        for i in range(10):
            s += <double>xs[i]
    except IndexError as e:
        print("IndexError:", e, s)
    try:
        for i in range(10):
            s += <double>xs[-i - 1]
    except IndexError as e:
        print("IndexError:", e, s)

def tup_over(tuple t):
    cdef long s = 0
    cdef int i
    try:
        for i in range(5):
            s += <long>t[i]
    except IndexError as e:
        print("IndexError:", e, s)

def bad_item(list xs):
    cdef double s = 0
    cdef int i
    cdef double x
    for i in range(2):
        x = xs[i]
        s += x
    print(s)
    for i in range(4):
        x = xs[i]
        s += x
    return s

print(total([1, 2.5, 3, 4]))
print(back((1, 2, 3, 4, 5), 3))
overrun([1.0, 2.0, 3.0])
tup_over((5, 6))
try:
    bad_item([1, 2, "x"])
except TypeError as e:
    print("TypeError:", e)
xs = [i * 0.5 for i in range(1000)]
print(total(xs), total([]), total([7]))
print(back(tuple(range(10)), 10), back((1,), 1))
try:
    back((1, 2), 3)
except IndexError as e:
    print("IndexError:", e)
