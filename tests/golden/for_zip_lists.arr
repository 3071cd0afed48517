# zip over lists: lazy as Python's (a list that grows while zipped is
# seen growing), a list zipped with itself, for-loops that store each
# step's items straight into typed and untyped targets, and the errors.
def grow():
    a = [1, 2]
    b = [10, 20, 30, 40]
    out = []
    for x, y in zip(a, b):
        out.append(x + y)
        if len(a) < 4:
            a.append(x * 100)
    return out

def typed(list xs, list ys):
    cdef double s = 0
    cdef double x
    cdef int y
    for x, y in zip(xs, ys):
        s += x * y
    else:
        s += 0.25
    return s

def three(a, b, c):
    out = []
    for x, y, z in zip(a, b, c):
        if z == "skip":
            continue
        if z == "stop":
            break
        out.append((x, y, z))
    else:
        out.append("done")
    return out

def lazy_object():
    a = [1, 2, 3]
    z = zip(a, a)
    first = next(z)
    a.append(4)
    return first, list(z), list(z)

def mismatch():
    for x, y in zip([1], [2], [3]):
        print(x, y)

def bad_conversion():
    cdef int n
    for n, s in zip([1, "two"], "ab"):
        print(n, s)

print(grow())
print(typed([1.5, 2.5, 3.5], [2, 4]))
print(three([1, 2, 3, 4], "abcd", ["x", "skip", "y", "stop"]))
print(three((1, 2), range(5), iter(["p", "q", "r"])))
print(lazy_object())
a = [1, 2, 3]
print(list(zip(a, a)), dict(zip(a, a[1:])), list(zip()), list(zip(a, [])))
print([x * y for x, y in zip(a, reversed(a))], sum(x - y for x, y in zip(a, a[::-1])))
print(list(zip("ab", {"k": 1, "l": 2}, (5, 6, 7))))
try:
    mismatch()
except ValueError as e:
    print("ValueError:", e)
try:
    bad_conversion()
except TypeError as e:
    print("TypeError:", e)
try:
    for x, y in zip([1], 5):
        pass
except TypeError as e:
    print("TypeError:", e)
try:
    print(list(zip([1, 2], [3], strict=True)))
except ValueError as e:
    print("ValueError:", e)

def noisy(n):
    for k in range(n):
        print("gen", k)
        yield k

print([(x, y) for x, y in zip(noisy(3), "ab")])
print({x: y for x, y in zip("abc", noisy(2)) if x != "a"})
try:
    print([x for x, y in zip([1, 2], [3, 4], [5, 6])])
except ValueError as e:
    print("ValueError:", e)
print(list((k, x + y) for k, (x, y) in enumerate(zip([1, 2], [3, 4]), True)))
for () in zip():
    print("never")
print([1 for () in zip()])
print(list(zip()))
print("ok")
try:
    map(len)
except TypeError as e:
    print(e)
