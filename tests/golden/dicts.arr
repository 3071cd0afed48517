d = {"a": 1, "b": 2}
d["c"] = 3
print(d, len(d), d["a"], d.get("z"), d.get("z", 0))
print(list(d.keys()), list(d.values()), list(d.items()))
print("a" in d, "z" in d)
d.update({"a": 10, "d": 4})
print(d)
print(d.pop("b"), d)
print(d.setdefault("e", 5), d.setdefault("a", 0))
del d["c"]
print(d)
for k, v in d.items():
    print(k, v)
counts = {}
for ch in "mississippi":
    counts[ch] = counts.get(ch, 0) + 1
print(counts)
print(dict(a=1, b=2), dict([("x", 1)]), {1: "one", 1.0: "float one"})
keys = sorted(counts, key=lambda k: counts[k])
print(keys)
try:
    d["missing"]
except KeyError as e:
    print("KeyError", e)
