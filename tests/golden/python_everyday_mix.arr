import math
from collections import defaultdict, OrderedDict, namedtuple, deque, Counter

class Temp:
    __slots__ = ("_c",)
    def __init__(self, c):
        self._c = c
    @property
    def f(self):
        return self._c * 9 / 5 + 32
    @f.setter
    def f(self, v):
        self._c = (v - 32) * 5 / 9
    @classmethod
    def boiling(cls):
        return cls(100)
    @staticmethod
    def kind():
        return "celsius"

class Timer:
    def __enter__(self):
        print("enter")
        return self
    def __exit__(self, et, ev, tb):
        print("exit", et.__name__ if et else None, ev)
        return et is ValueError

def gen():
    total = 0
    while True:
        x = yield total
        if x is None:
            return total
        total += x

def kw(a, b=2, *args, c, d=4, **rest):
    return a, b, args, c, d, sorted(rest.items())

t = Temp.boiling()
print(t.f, Temp.kind())
t.f = 212
print(t._c)
try:
    t.other = 1
except AttributeError as e:
    print("AttributeError:", e)
with Timer() as tm:
    raise ValueError("suppressed")
print("after")
g = gen()
next(g)
print(g.send(5), g.send(7))
try:
    g.send(None)
except StopIteration as e:
    print("stop", e.value)
print(kw(1, c=3), kw(1, 5, 6, 7, c=8, z=9, y=10))
print(f"{math.pi:>10.3f}|{42:08b}|{'x':^5}|{1234567.891:,.2f}|{0.00012:.2e}|{12:#x}")
x = 3.5
print(f"{x=}, {x*2 = }", "%5.2f %s %d %r %%" % (math.e, "s", 7, "q"))
if (n := len("hello")) > 3:
    print("walrus", n)
dd = defaultdict(list)
for w in "apple banana cherry avocado blueberry".split():
    dd[w[0]].append(w)
print(dict(dd), Counter("mississippi").most_common(2))
P = namedtuple("P", "x y")
p = P(1, y=2)
print(p, p._replace(x=5), p._asdict(), P._fields)
dq = deque([1, 2, 3], maxlen=3)
dq.append(4); dq.appendleft(0)
print(dq, list(reversed(dq)))
try:
    try:
        1 / 0
    except ZeroDivisionError as e:
        raise RuntimeError("wrapped") from e
except RuntimeError as e:
    print(type(e.__cause__).__name__, e)
finally:
    print("finally")
print(sorted([("b", 2), ("a", 2), ("c", 1)], key=lambda kv: (-kv[1], kv[0])))
print({k: v for k, v in zip("abc", range(3)) if v}, {1, 2} ^ {2, 3}, [*range(3), *"ab"])
print(list(enumerate("xy", start=1)), any(x > 2 for x in [1, 3]), all([]), divmod(-7, 2), pow(3, 4, 5))
print(int("ff", 16), bin(10), oct(8), hex(255), chr(97), ord("a"), round(2.5), round(3.5), round(-0.5))
print("a,b,,c".split(","), " x ".strip(), "abc".upper().center(7, "*"), "hello world".title(), "x".join("abc"))
print(isinstance(3, (int, float)), type(3.0).__name__, float("inf") > 1e308, math.isclose(0.1 + 0.2, 0.3))
