# sorted/list.sort with numeric keys: stable, reverse keeps equal keys in order, -0.0 equals 0.0, NaN left to Python's comparisons.
a = [3, -1, 2, 3, 0, -1, 7]
print(sorted(a), sorted(a, reverse=True), sorted(a, key=lambda x: x % 3), sorted(a, key=lambda x: x % 3, reverse=True))
b = [(1, 'a'), (0, 'b'), (1, 'c'), (0, 'd')]
print(sorted(b, key=lambda t: t[0]), sorted(b, key=lambda t: t[0], reverse=True))
c = [0.0, -0.0, 1.5, -2.5, 0.0, -0.0]
print(sorted(c), sorted(c, reverse=True), sorted(c, key=abs))
d = [2.0, float('nan'), 1.0, 0.5]
print(sorted(d))
e = [True, 2, False, 1]
print(sorted(e), sorted(e, reverse=True))
words = ["bb", "a", "ccc", "dd", "e"]
words.sort(key=len)
print(words)
words.sort(key=len, reverse=True)
print(words)
print(sorted([10**20, 5, -10**20]))
