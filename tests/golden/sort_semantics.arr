# Sorting: keys of machine values, tuples holding instances (their __lt__
# decides), mixed kinds raising, and a list emptied while a key function runs.
class K:
    def __init__(self, v):
        self.v = v
    def __lt__(self, o):
        return self.v < o.v
    def __repr__(self):
        return f"K({self.v})"
lst = [3, 1, 2]
def key(x):
    print("during", lst)
    return -x
lst.sort(key=key)
print(lst)
lst2 = [3, 1, 2]
def bad(x):
    lst2.append(9)
    return x
try:
    lst2.sort(key=bad)
except ValueError as e:
    print("ValueError", e, lst2)
print(sorted([(1, K(3)), (1, K(2)), (0, K(9))]))
print(sorted([(2, 'b'), (1, 'a'), (1, 'a', 0)]), sorted(["b", "a", "é", "Z", ""]), sorted([1.5, -0.0, 0.0, 2, True]))
print(sorted([(1.0, 2), (1, 1)], reverse=True), sorted([3, 1, 2], key=lambda x: (x % 2, x)))
try:
    sorted([(1, 2), (1, "a")])
except TypeError as e:
    print("TypeError", e)
try:
    sorted([1, "a"])
except TypeError as e:
    print("TypeError", e)
try:
    sorted([(1, 2), 3])
except TypeError as e:
    print("TypeError", e)
print(sorted([float('nan'), 1.0, 0.5]), sorted([(2**70, 1), (5, 2)]), sorted([[2, 1], [1, 5]]))
