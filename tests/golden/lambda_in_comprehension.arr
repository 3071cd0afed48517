# A lambda inside a comprehension captures the comprehension's variable: in
# a function it sees the last value (Python's rule); at module level compiled
# Cython empties it once a list, set or dict comprehension is done.
fs = [lambda: i for i in range(3)]
print(fs[0](), [f() for f in fs])
print([(lambda: i)() for i in range(3)])
ds = {k: (lambda: k) for k in "ab"}
print([d() for d in ds.values()])
gs = list(lambda: j for j in range(2))
print([g() for g in gs])
for r in range(2):
    hs = [lambda: (r, i) for i in range(2)]
    print([h() for h in hs])
def f():
    gs = [lambda: j for j in range(3)]
    print([g() for g in gs])
    hs = {k: (lambda: k) for k in "ab"}
    print([h() for h in hs.values()])
    def mk():
        return [lambda: m * 2 for m in range(2)]
    print([x() for x in mk()])
    ds = [lambda: (p, q) for p in range(2) for q in "xy"]
    print([d() for d in ds])
f()
