# for i, x in enumerate(...) over lists, with typed and untyped targets, a
# start, a list that grows or shrinks while walked, break/continue/else,
# targets that are attributes and items, and the other iterables.
class Box:
    pass

def typed(list xs):
    cdef int i
    cdef double x
    cdef double s = 0
    for i, x in enumerate(xs):
        if i % 2:
            continue
        s += i * x
    else:
        s += 0.5
    return s

def grow(list xs):
    out = []
    for i, x in enumerate(xs, 10):
        out.append((i, x))
        if i < 13:
            xs.append(x * 2)
        if i > 20:
            break
    return out

def shrink(list xs):
    seen = []
    for i, x in enumerate(xs):
        seen.append(x)
        if xs:
            xs.pop()
    return seen, i

def into_places(list xs):
    b = Box()
    d = {}
    for b.n, d["x"] in enumerate(xs, start=-2):
        pass
    return b.n, d

def others():
    print(list(enumerate("ab")), [p for p in enumerate((7, 8), 3)])
    for i, (a, c) in enumerate([(1, 2), (3, 4)]):
        print(i, a, c)
    for i, ch in enumerate("xyz", True):
        print(i, ch, end=" ")
    print()
    for i, k in enumerate({"a": 1, "b": 2}):
        print(i, k, end=" ")
    print()
    for i, v in enumerate(x * x for x in range(3)):
        print(i, v, end=" ")
    print()
    n = 0
    for i, v in enumerate([]):
        n += 1
    else:
        print("empty", n)

def bad_item(list xs):
    cdef double x
    cdef int i
    for i, x in enumerate(xs):
        print(i, x)

def bad_start(list xs):
    for i, x in enumerate(xs, 1.5):
        print(i, x)

def unpack_count(list xs):
    for i, x, y in enumerate(xs):
        print(i, x, y)

print(typed([1.0, 2.0, 3.0, 4.0, 5.0]))
print(grow([1, 2]))
print(shrink([1, 2, 3, 4, 5]))
print(into_places(["p", "q", "r"]))
others()
try:
    bad_item([1.5, "two"])
except TypeError as e:
    print("TypeError:", e)
try:
    bad_start([1])
except TypeError as e:
    print("TypeError:", e)
try:
    unpack_count([1])
except ValueError as e:
    print("ValueError:", e)
try:
    for i, x in enumerate(5):
        pass
except TypeError as e:
    print("TypeError:", e)

class Loud:
    def __setattr__(self, k, v):
        print("set", k, v)

def order():
    o = Loud()
    for o.a, o.b in enumerate("xy", 5):
        pass
    for o.a, o.b in enumerate(iter([1, 2])):
        pass
    cdef int i
    for i, o.b in enumerate([3, 4], 2147483646):
        print(i)
    cdef double d
    for d, o.b in enumerate([3]):
        print(d)

def comprehensions():
    print([(i, c) for i, c in enumerate("ab", True)])
    print({i: c for i, c in enumerate("ab", 0.5)})
    print(list((i, c) for i, c in enumerate("ab", 0.5)))

order()
comprehensions()

def gen_pairs(xs):
    for i, c in enumerate(xs, True):
        yield i, c

def gen_typed(xs):
    cdef int i
    for i, c in enumerate(xs, 2):
        if i == 3:
            yield -1
        yield i

print(list(gen_pairs("abc")), list(gen_typed([5, 6, 7])))
print(sum(i for i, c in enumerate("abc", 0.5)))
print([(i, j) for i, c in enumerate("ab", True) for j, d in enumerate(c, i)])
