names = ["b", "a", "c"]
for i, n in enumerate(names):
    print(i, n)
for i, n in enumerate(names, 1):
    print(i, n)
for a, b in zip([1, 2, 3], "xyz"):
    print(a, b)
print(list(zip([1, 2], [3, 4], [5, 6])))
print(list(reversed([1, 2, 3])), sorted("banana"), sorted([3, 1, 2], key=lambda x: -x))
print(list(map(lambda x: x * 2, [1, 2, 3])), list(filter(lambda x: x > 1, [0, 1, 2, 3])))
words = ["apple", "fig", "banana"]
print(sorted(words, key=len), max(words, key=len), min(words))
print(min(3, 1, 2), max([4, 9, 2]), min([], default=-1), sum([0.1] * 10), sum(range(5), 10))
it = iter([1, 2])
print(next(it), next(it), next(it, "end"))
