t = (1, 2, 3)
a, b, c = t
print(a, b, c)
a, b = b, a
print(a, b)
first, *rest = [1, 2, 3, 4]
print(first, rest)
*init, last = "abcd"
print(init, last)
x, (y, z) = 1, (2, 3)
print(x, y, z)
print(t[1], t[-1], t[1:], len(t), t + (4,), t * 2, t.index(2), t.count(3))
for i, (p, q) in enumerate([(1, 2), (3, 4)]):
    print(i, p, q)
def swap(p, q):
    return q, p
print(swap(1, 2))
vals = [1, 2, 3]
try:
    a, b = vals
except ValueError as e:
    print(e)
try:
    a, b, c, d = vals
except ValueError as e:
    print(e)
try:
    a, b = 5
except TypeError as e:
    print(e)
