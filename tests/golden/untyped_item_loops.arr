# A typed loop whose variable is untyped (`for x in xs` with a C
# accumulator): arr runs it as a kernel that reads each item as a C
# value, when every item converts. The variable keeps Python's binding:
# the last item after the loop, the item a break or an error stopped at,
# untouched by an empty loop.

def total(xs):
    cdef double t = 0
    for x in xs:
        t += x
    return t, x

def itotal(xs):
    cdef long t = 0
    for x in xs:
        t += x
    return t, x

def count(xs):
    cdef int n = 0
    for x in xs:
        n += 1
    return n, x

def first_big(xs, double limit):
    cdef double v = 0
    for x in xs:
        v = x
        if v > limit:
            break
    else:
        return "none", x
    return v, x

def empty_keeps(xs):
    x = "before"
    cdef double t = 0
    for x in xs:
        t += x
    return t, x

def grid(xs, ys):
    cdef double t = 0
    cdef long n
    for x in xs:
        n = x
        for y in ys:
            t += y
            t *= x
    return t, x, y

def overflow_at(xs):
    cdef long t = 0
    x = None
    try:
        for x in xs:
            t += x
    except OverflowError as e:
        print("OverflowError:", e, "at", x)
    return t

def strs(s):
    cdef int n = 0
    for c in s:
        n += 1
    return n, c

def two_loops(xs):
    # C variables beside the loop variable, updated by C arithmetic too.
    cdef float t = 0
    for x in xs:
        t += x
    cdef float u = 1
    cdef double w = 2
    for x in xs:
        u *= x
        u /= 3
        w = w / 2 + x
    return t, u, w, x

def mixed(xs):
    cdef double t = 0
    for x in xs:
        t += x
    return t

print(total([1.5, 2.5, 3]), total((1, 2, True)), itotal(list(range(10))))
print(count(["a", None, 3]), count("héllo"), strs("héllo"), strs(("a", "b")))
print(two_loops([0.1, 0.2, 0.3, 1e10]), two_loops((1, 2, 4)))
print(first_big([1.0, 5.0, 2.0, 9.0], 4), first_big([1, 2], 5))
print(empty_keeps([]), empty_keeps([2.0]))
print(grid([1, 2], [0.5, 0.25]))
print(overflow_at([2**62, 2**62, 5]))
try:
    print(mixed([1.0, "two"]))
except TypeError as e:
    print("TypeError:", e)
print(mixed([1.0, 2**60]), mixed([0.1] * 10))
try:
    count([])
except UnboundLocalError as e:
    print("UnboundLocalError:", e)
