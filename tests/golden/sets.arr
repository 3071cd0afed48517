s = {3, 1, 2}
s.add(4)
s.add(1)
print(sorted(s), len(s), 2 in s)
t = {3, 4, 5}
print(sorted(s | t), sorted(s & t), sorted(s - t), sorted(s ^ t))
s.discard(10)
s.remove(1)
print(sorted(s))
print(set(), sorted(set([1, 1, 2])))
print({1, 2} <= {1, 2, 3}, {1, 2} == {2, 1})
