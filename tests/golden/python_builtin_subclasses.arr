class Stack(list):
    def push(self, x):
        self.append(x)
        return self
    def peek(self):
        return self[-1]
    def __repr__(self):
        return "Stack(" + super().__repr__() + ")"

s = Stack([1, 2])
s.push(3).push(4)
print(s, len(s), s.peek(), s.pop(), s, 2 in s, list(s), s[1:], sum(s))
print(isinstance(s, list), isinstance(s, Stack), type(s).__name__, s == [1, 2, 3], bool(Stack()))
s += [9]
s.extend([7, 8])
s.sort()
print(s, sorted(s, reverse=True), s + [0], [x * 2 for x in s])
s[0] = 100
del s[1]
print(s, s.index(9), s.count(7))

class Counter2(dict):
    def __missing__(self, key):
        return 0
    def add(self, k):
        self[k] = self.get(k, 0) + 1

c = Counter2()
for w in "a b a c a b".split():
    c.add(w)
print(c, len(c), c["a"], sorted(c.items()), list(c.keys()), "b" in c, isinstance(c, dict))

class Meters(int):
    def __repr__(self):
        return f"{int(self)}m"
    def km(self):
        return self / 1000

m = Meters(1500)
print(m, repr(m), m + 2, m * 2, m.km(), m > 1000, m == 1500, isinstance(m, int), m.bit_length(), -m, abs(Meters(-3)))
print(sorted([Meters(3), Meters(1)]), hash(Meters(7)) == hash(7), {Meters(2): "x"}[2])

class Name(str):
    def shout(self):
        return self.upper() + "!"
n = Name("bob")
print(n, n.shout(), n + "by", len(n), n.capitalize(), n == "bob", isinstance(n, str), f"[{n}]", "%s" % n)

class Pair(tuple):
    def swap(self):
        return Pair((self[1], self[0]))
p = Pair((1, 2))
print(p, p.swap(), p[0], len(p), p + (3,), isinstance(p, tuple))

class Init(list):
    def __init__(self, n):
        super().__init__(range(n))
        self.n = n
i = Init(4)
print(i, i.n, vars(i))
