import copy
class S(list):
    def __init__(self, n):
        self.n = n
s = S(3)
print(s, len(s), s.n)
try:
    object.__setattr__(5, "x", 1)
except Exception as e:
    print(type(e).__name__, e)
x = []
for i in range(2000):
    x = [x]
try:
    copy.deepcopy(x)
except RecursionError as e:
    print("RecursionError")
class T(tuple):
    pass
print(T([1, 2]), T(), hash(T((1,))) == hash((1,)))
class D(dict):
    pass
d = D(a=1)
d["b"] = 2
print(d, d.get("a"), {**d}, list(d), dict(d))
class F(float):
    pass
print(F(2.5) * 2, F("1.5"), round(F(2.567), 1), F(1) == 1.0)
import functools
@functools.lru_cache(maxsize=-5)
def g(a):
    return a
print(g(1), g.cache_info())
