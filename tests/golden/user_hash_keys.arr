# Instances whose class defines __hash__ and __eq__ as dict and set keys:
# equal objects are one key (found by __eq__), __eq__ alone makes a class
# unhashable, hash() returns the user's hash.
from collections import defaultdict, Counter

class Card:
    def __init__(self, rank, suit):
        self.rank = rank
        self.suit = suit
    def __eq__(self, other):
        if not isinstance(other, Card):
            return NotImplemented
        return self.rank == other.rank and self.suit == other.suit
    def __hash__(self):
        return hash((self.rank, self.suit))
    def __repr__(self):
        return f"Card({self.rank!r}, {self.suit!r})"

cdef class Vec2:
    cdef readonly double x, y
    def __init__(self, double x, double y):
        self.x = x
        self.y = y
    def __eq__(self, other):
        return isinstance(other, Vec2) and self.x == other.x and self.y == other.y
    def __hash__(self):
        return hash((self.x, self.y))
    def __repr__(self):
        return "Vec2(%g, %g)" % (self.x, self.y)

class OnlyEq:
    def __init__(self, v):
        self.v = v
    def __eq__(self, other):
        return self.v == other.v

class Plain:
    pass

hand = [Card(10, "h"), Card(3, "s"), Card(10, "h"), Card(1, "d")]
seen = set()
dups = []
for c in hand:
    if c in seen:
        dups.append(c)
    seen.add(c)
print(len(seen), dups)
seen.discard(Card(3, "s"))
print(sorted(seen, key=lambda c: c.rank))
seen.remove(Card(1, "d"))
print(len(seen), Card(10, "h") in seen, Card(1, "d") not in seen)
counts = defaultdict(int)
for c in hand:
    counts[c] += 1
print(counts[Card(10, "h")], len(counts))
del counts[Card(10, "h")]
print(list(counts.values()))
print(hash(Card(1, "d")) == hash((1, "d")))
pos = {Vec2(0, 0): "origin", Vec2(1, 2): "a"}
pos[Vec2(1.0, 2.0)] = "b"
print(len(pos), pos[Vec2(1, 2)], Vec2(0, 0) in pos)
print({v: k for k, v in pos.items()})
print(dict([(Vec2(1, 1), 1), (Vec2(1, 1), 2)]))
print(pos.get(Vec2(5, 5), "none"), pos.setdefault(Vec2(0, 0), "x"), pos.pop(Vec2(1, 2)))
grid = {(Vec2(0, 1), 2): "t"}
print(grid.get((Vec2(0, 1), 2)))
print(Counter([Card(2, "c"), Card(2, "c"), Card(5, "c")]).most_common(1))
p = Plain()
d = {p: 1}
print(d[p], Plain() in d)
print(len({Card(1, "a"), Card(1, "a"), Card(1, "b")}))
print(hash(Vec2(1, 2)) == hash(Vec2(1.0, 2.0)))
try:
    s = {OnlyEq(1)}
except TypeError as e:
    print("TypeError:", e)
try:
    hash(OnlyEq(2))
except TypeError as e:
    print("TypeError:", e)
