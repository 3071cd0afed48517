# A mix of everyday Python in a Cython module: properties, class/static methods, super(),
# collections, comprehensions, closures, generators, % and format specs, int/float spelling.
from collections import defaultdict, Counter, deque, OrderedDict
import math

class Shape:
    count = 0
    def __init__(self, name):
        self.name = name
        Shape.count += 1
    @property
    def area(self):
        raise NotImplementedError
    @staticmethod
    def unit():
        return 1.0
    @classmethod
    def make(cls, *args):
        return cls(*args)
    def __lt__(self, other):
        return self.area < other.area
    def __repr__(self):
        return f"{type(self).__name__}({self.name!r}, area={self.area:.2f})"

class Circle(Shape):
    def __init__(self, r):
        super().__init__("circle")
        self.r = r
    @property
    def area(self):
        return math.pi * self.r ** 2

class Rect(Shape):
    def __init__(self, w, h):
        super().__init__("rect")
        self.w, self.h = w, h
    @property
    def area(self):
        return self.w * self.h

shapes = [Circle(1), Rect(2, 3), Circle.make(0.5), Rect.make(1, 1)]
print(sorted(shapes))
print(Shape.count, Shape.unit(), max(shapes).name)
by = defaultdict(list)
for s in shapes:
    by[s.name].append(round(s.area, 3))
print(dict(by))
c = Counter("mississippi")
print(c.most_common(2), c["s"], sorted(c.elements())[:5])
dq = deque([1, 2, 3], maxlen=3)
dq.append(4); dq.appendleft(0)
print(dq, list(reversed(dq)))
od = OrderedDict(a=1, b=2)
od.move_to_end("a")
print(od, list(od.items()))
words = "the quick brown fox jumps over the lazy dog".split()
print({w: len(w) for w in words if len(w) > 3})
print(sorted(set(words), key=lambda w: (-len(w), w))[:4])
print(" ".join(w.capitalize() for w in words), words.index("fox"))
def gen(n):
    for i in range(n):
        if i % 2:
            yield i * i
print(list(gen(8)), sum(gen(100)))
def make_adder(k):
    def add(x):
        return x + k
    return add
print(list(map(make_adder(10), range(3))), any(x > 5 for x in range(7)))
print("%5.2f|%-6s|%03d|%x" % (3.14159, "ab", 7, 255), "{:>8}".format("hi"), f"{12345.678:,.1f}")
try:
    Shape("x").area
except NotImplementedError as e:
    print("NotImplementedError", repr(e))
print(divmod(-7, 2), -7 // 2, -7 % 2, 2 ** -1, round(2.5), round(3.5), int("0x1f", 16))
print(str(1e16), 1e-5, 1/3, float("inf"), -0.0, 10**20, hex(-255), bin(5), oct(8))
