# Set operations whose operand is the receiver itself, or the same set
# twice, or a dict or list: each set is read while the result is built.
s = {1, 2, 3, 17, 33}
print(s & s, s | s, s - s, s ^ s)
t = set(s)
t &= t
print(t)
t |= t
print(t)
t ^= t
print(t)
t = set(s)
t -= t
print(t)
u = {3, 4, 17}
print(s.union(u, s), s.intersection(u, s), s.difference(u, s), s.difference(u, u))
print(s.issubset(s), s.issuperset(s), s.isdisjoint(s), s.isdisjoint(u), u.issubset([3, 4, 17, 5]))
print(s.issuperset({1: "a", 2: "b"}), s.intersection({17: 0, 99: 1}), s.union({"k": 1}) == s | {"k"})
w = {"x", "y"}
w.update(w, ["z"], {"q": 1})
print(sorted(w))
w.intersection_update(w, {"x", "z", "q"})
print(sorted(w))
w.symmetric_difference_update(w)
print(w)
v = {1, 2, 3}
v.difference_update(v, [9])
print(v)
f = frozenset([5, 6, 7])
print(f | f, f & {6}, f - f, f.union(f, {8}))
g = {(1, 2), (3, 4)}
print(g & g, g | {(5, 6)}, g - {(1, 2)})
big = set(range(0, 100, 2))
odd = set(range(1, 100, 3))
print(big & odd)
print(len(big | odd), sorted(big - odd)[:10], sorted(big ^ odd)[-5:])
