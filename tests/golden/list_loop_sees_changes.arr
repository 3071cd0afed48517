# An untyped loop over a list walks it by index, as CPython's list
# iterator does: items appended inside the loop are visited, removed ones
# shorten it, a replaced item is seen, and break/continue/else and a
# typed or unpacking target keep their meaning.

def grow():
    xs = [1, 2, 3]
    seen = []
    for x in xs:
        seen.append(x)
        if x < 3:
            xs.append(x + 10)
    print(seen, xs)

def shrink():
    xs = [1, 2, 3, 4, 5, 6]
    seen = []
    for x in xs:
        seen.append(x)
        xs.remove(x)
    print(seen, xs)

def replace_ahead():
    xs = [1, 2, 3]
    seen = []
    for x in xs:
        if x == 1:
            xs[2] = 30
        seen.append(x)
    print(seen)

def rebind():
    xs = [1, 2, 3]
    seen = []
    for x in xs:
        seen.append(x)
        xs = [9, 9, 9, 9, 9]
    print(seen, xs)

def flow():
    out = []
    for x in [1, 2, 3, 4, 5, 6]:
        if x % 2 == 0:
            continue
        if x > 4:
            break
        out.append(x)
    else:
        out.append("else")
    for x in []:
        out.append(x)
    else:
        out.append("empty-else")
    for x in [1, 2]:
        pass
    else:
        out.append("done")
    print(out, x)

def typed():
    cdef double total = 0
    cdef int n
    for n in [1, 2, 3]:
        total += n * 0.5
    pairs = []
    for a, b in [(1, "a"), (2, "b")]:
        pairs.append(b * a)
    print(total, n, pairs)

def first_over(xs, limit):
    for x in xs:
        if x > limit:
            return x
    return None

def mixed_sum(xs):
    total = 0
    for x in xs:
        total += x
    return total

grow()
shrink()
replace_ahead()
rebind()
flow()
typed()
print(first_over([1, 5, 10, 20], 7), first_over([1, 2], 7))
print(mixed_sum([1, 2.5, 3]), mixed_sum([10**20, 1]), mixed_sum([]))
try:
    mixed_sum([1, "a"])
except TypeError as e:
    print("TypeError:", e)
