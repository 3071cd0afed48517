a = frozenset([3, 1, 2])
b = frozenset()
print(a, b, type(a).__name__, len(a), 2 in a)
print(hash(a) == hash(frozenset([1, 2, 3])), hash(frozenset([1, 2])), hash(frozenset()))
d = {a: "abc", frozenset([1]): "one"}
print(d[frozenset([2, 3, 1])], d[frozenset({1})])
s = {frozenset([1, 2]), frozenset([2, 1]), frozenset([3])}
print(len(s), s)
print(a | {9}, {9} | a, a & {1, 2}, a - {1}, a ^ {1, 5})
print(a.union([7]), a.intersection([1, 3]), a.difference([3]), a.copy() is a)
print(a == {1, 2, 3}, {1, 2, 3} == a, a.issubset([1, 2, 3, 4]), a.isdisjoint([8]))
try:
    a.add(4)
except AttributeError as e:
    print("AttributeError:", e)
c = a
c |= {10}
print(c, a, isinstance(a, frozenset), isinstance(a, set), isinstance({1}, frozenset))
print(frozenset(a) is a, sorted(a), frozenset("hello") == frozenset("ohel"))
x = {1, 2, 3, 4}
x.intersection_update([2, 3, 9])
print(x)
x.difference_update([2])
print(x)
x.symmetric_difference_update([3, 7])
print(x)
cdef frozenset fz = frozenset([5])
print(fz)
