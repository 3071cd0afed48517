# Dict stores keep the key object first stored (d[1.0] on a key 1 leaves 1); string keys looked up, tested and stored; defaultdict, Counter, sets
d = {1: 'a'}
d[1.0] = 'b'
d[True] = 'c'
print(d)
from collections import defaultdict, Counter
d = {"a": 1, 2: "x"}
print(d["a"], "a" in d, "b" in d, 2 in d)
try:
    d["zz"]
except KeyError as e:
    print("KeyError", e)
dd = defaultdict(list)
dd["k"].append(1)
dd["k"].append(2)
print(dict(dd), dd["new"], len(dd))
c = Counter("abracadabra")
print(c["a"], c["z"], "a" in c)
s = {"x", "y"}
print("x" in s, "q" in s)
d["a"] = 5
d[1.0] = "one"
d[1] = "uno"
print(d)
