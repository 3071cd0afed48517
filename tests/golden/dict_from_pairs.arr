# dict() of an iterable of pairs: tuples taken as they are, other
# two-item sequences iterated, equal keys keeping their first object and
# the last value, and the errors for items that are no pair.
print(dict([(1, "a"), (1.0, "b"), (True, "c"), (2, "d")]))
print(dict(["ab", [3, 4], (5, 6)]))
print(dict(zip("xyz", range(3))), dict(zip([], [])))
print(dict(((i, i * i) for i in range(4)), extra=1))
try:
    dict([(1, 2, 3)])
except ValueError as e:
    print("ValueError:", e)
try:
    dict([(1, 2), "abc"])
except ValueError as e:
    print("ValueError:", e)
try:
    dict([(1, 2), 3])
except TypeError as e:
    print("TypeError:", e)
