# Python-level features kernels' drivers use: class/static methods,
# properties, inheritance, namedtuple (a hashable tuple), functools,
# itertools, {**d} unpacking, star targets, string methods and formats.
import math
from collections import namedtuple
from functools import reduce, partial, lru_cache
from itertools import product, combinations, permutations, accumulate, groupby, chain

class Shape:
    count = 0
    def __init__(self, name):
        self.name = name
        Shape.count += 1
    @classmethod
    def make(cls, name):
        return cls(name)
    @staticmethod
    def unit():
        return 1.0
    @property
    def label(self):
        return self.name.upper()
    def area(self):
        raise NotImplementedError
    def __str__(self):
        return f"{type(self).__name__}({self.name})"

class Circle(Shape):
    def __init__(self, r):
        super().__init__("circle")
        self.r = r
    def area(self):
        return math.pi * self.r ** 2

class Sq(Shape):
    __slots__ = ("s",)
    def __init__(self, s):
        Shape.__init__(self, "sq")
        self.s = s
    def area(self):
        return self.s * self.s

shapes = [Circle(1.0), Sq(2), Shape.make("blob")]
for s in shapes:
    try:
        print(s, s.label, round(s.area(), 3))
    except NotImplementedError:
        print(s, "no area")
print(Shape.count, Shape.unit(), isinstance(shapes[0], Shape), issubclass(Sq, Shape))
P = namedtuple("P", ["x", "y"])
p = P(1, y=2)
print(p, p.x + p.y, p._replace(x=5), isinstance(p, tuple), p._asdict())
x, y = p
print(x, y, len(p))
print(reduce(lambda a, b: a * b, range(1, 6)), partial(pow, 2)(10))
@lru_cache(maxsize=None)
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)
print(fib(80))
print(list(product("ab", repeat=2)), list(combinations(range(4), 2))[:3], len(list(permutations(range(4)))))
print(list(accumulate([1, 2, 3, 4])), [(k, len(list(g))) for k, g in groupby("aaabccdd")])
print(list(chain([1], (2, 3))), any(x > 3 for x in range(5)), all([]))
d = {"b": 2, "a": 1}
print(sorted(d.items(), key=lambda kv: kv[1]), min(d, key=d.get), {**d, "c": 3})
a, *rest = [1, 2, 3, 4]
print(a, rest, [*rest, 9], (lambda *args, **kw: (args, kw))(1, k=2))
s = "Hello, World"
print(s[::-1], s.lower().count("l"), s.split(", "), "-".join(["a", "b"]), s.startswith("He"), s.find("W"), s.replace("l", "L", 1))
print("%5.2f%%" % 12.345, "{0}{1}{0}".format("x", "y"), f"{'nested':>{10}}")
m = [[i * j for j in range(3)] for i in range(3)]
print(m, list(map(list, zip(*m))), [r for r in m if sum(r) > 2])
print(int("ff", 16), bin(10), hex(255), oct(8), chr(65), ord("a"), abs(-3.5), pow(3, 4, 5), 7 / 2, 2 ** -1, 10 ** 20)
print(sum([0.1] * 10), math.fsum([0.1] * 10), math.isclose(0.1 + 0.2, 0.3), float("inf") > 1e308, math.floor(-2.5))
try:
    raise KeyError("k")
except (TypeError, KeyError) as e:
    print("caught", repr(e))
else:
    print("no")
from collections import namedtuple as nt2
Q = nt2("Q", "x y")
print({Q(1, 2): "a"}[Q(1, 2)], Q(1, 2) in {Q(1, 2)}, len({Q(1, 2), Q(1, 2), Q(2, 1)}))
class M:
    def keys(self):
        return ["u", "v"]
    def __getitem__(self, k):
        return k * 2
print({"a": 0, **M(), **{"a": 1}})
