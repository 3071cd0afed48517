# append and get on lists, dicts, and on other receivers that have (or
# lack) methods of those names.
class Bag:
    def __init__(self):
        self.items = []
    def append(self, x):
        self.items.append(x * 10)
    def get(self, k, default=None):
        return ("bag", k, default)

def fill(target, n):
    for i in range(n):
        target.append(i)
    return target

def lookups(d):
    return d.get("a"), d.get("zz"), d.get("zz", 0), d.get(1, "one?")

print(fill([], 3), fill(Bag(), 3).items)
print(lookups({"a": 1, 1: "one"}), lookups(Bag()))
counts = {}
for w in "the cat and the hat and the bat".split():
    counts[w] = counts.get(w, 0) + 1
print(counts)
try:
    {}.get([1])
except TypeError as e:
    print("TypeError:", e)
try:
    fill((1, 2), 1)
except AttributeError as e:
    print("AttributeError:", e)
