# collections: defaultdict (int, list, set and lambda factories; a missing
# key read stores the factory's value), Counter (counting, most_common,
# update/subtract, arithmetic, elements, total; a missing key counts 0),
# OrderedDict (move_to_end, popitem(last=False)), and their reprs.
from collections import defaultdict, Counter, OrderedDict
import collections

words = "the quick brown fox jumps over the lazy dog the end".split()
counts = defaultdict(int)
for w in words:
    counts[w] += 1
print(counts["the"], counts["missing"], len(counts))
print(dict(counts))
groups = defaultdict(list)
for w in words:
    groups[len(w)].append(w)
print(sorted(groups.items()))
print(groups)
dd = defaultdict(lambda: "?")
print(dd["x"], dict(dd))
c = Counter(words)
print(c)
print(c.most_common(2))
print(c["the"], c["zzz"], "zzz" in c)
c.update(["fox", "fox"])
c.subtract({"the": 2})
print(c.most_common(3))
print(Counter("abracadabra"))
print(Counter(a=3, b=1) + Counter(a=1, c=2))
print(Counter(a=3, b=1) - Counter(a=1, b=5))
print(sorted(Counter("hello").elements()))
print(Counter("hello").total())
od = OrderedDict()
od["b"] = 1
od["a"] = 2
od.move_to_end("b")
print(od, list(od))
print(od.popitem(last=False))
print(Counter(), OrderedDict(), defaultdict(int))
print(isinstance(c, dict), type(c))
print(collections.Counter([1, 1, 2]))
dd2 = defaultdict(set)
dd2["k"].add(1)
dd2["k"].add(2)
print(dd2)
print(counts.default_factory)
c2 = c.copy()
c2["new"] += 5
print(c2["new"], c["new"])
