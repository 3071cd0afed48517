# Loops over lists and tuples into C variables.
def total(list xs):
    cdef double s = 0, x
    for x in xs:
        s += x
    return s, x

def count_big(tuple xs, long limit):
    cdef long n = 0, y
    for y in xs:
        if y > limit:
            n += 1
    return n

def first_neg(list xs):
    cdef int v
    cdef int at = 0
    for v in xs:
        if v < 0:
            break
        at += 1
    else:
        return -1
    return at, v

def mixed(xs):
    cdef double s = 0, x
    for x in xs:
        s += x
    return s

print(total([1, 2.5, 3]))
print(total([]) if False else total([0.5]))
print(count_big((1, 50, 100, 7, 99), 10))
print(first_neg([3, 4, -2, 5]), first_neg([1, 2]))
print(mixed([1, 2, 3]), mixed((4.5, 5)), mixed(range(4)))
try:
    print(total([1, 2, "x", 4]))
except TypeError as e:
    print("TypeError:", e)
try:
    print(first_neg([1, 2**40]))
except OverflowError as e:
    print("OverflowError:", e)
try:
    print(total(None))
except TypeError as e:
    print("TypeError:", e)
