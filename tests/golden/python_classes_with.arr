# Python classes as a Cython module's driver code writes them: operator
# dunders (with a class-body alias), properties with setters, static and
# class methods, context managers (exceptions swallowed by __exit__,
# nested items, a return inside), custom exceptions, closures, globals,
# formatting and string methods.
class Vec:
    dims = 2
    def __init__(self, x, y):
        self.x = x
        self.y = y
    def __repr__(self):
        return f"Vec({self.x}, {self.y})"
    def __add__(self, other):
        return Vec(self.x + other.x, self.y + other.y)
    def __mul__(self, k):
        return Vec(self.x * k, self.y * k)
    __rmul__ = __mul__
    def __eq__(self, other):
        return isinstance(other, Vec) and self.x == other.x and self.y == other.y
    def __hash__(self):
        return hash((self.x, self.y))
    def __lt__(self, other):
        return (self.x, self.y) < (other.x, other.y)
    @property
    def norm2(self):
        return self.x ** 2 + self.y ** 2
    @staticmethod
    def zero():
        return Vec(0, 0)
    @classmethod
    def unit(cls):
        return cls(1, 0)

class Timer:
    def __enter__(self):
        print("enter")
        return self
    def __exit__(self, exc_type, exc, tb):
        print("exit", exc_type.__name__ if exc_type else None)
        return True

class MyError(Exception):
    def __init__(self, code):
        super().__init__(f"code {code}")
        self.code = code

def make_counter():
    count = 0
    def inc(step=1):
        nonlocal count
        count += step
        return count
    return inc

total = 0
def bump():
    global total
    total += 1

def main():
    v = Vec(1, 2) + Vec(3, 4) * 2
    print(v, 3 * Vec(1, 1), v.norm2, Vec.zero(), Vec.unit(), Vec.dims)
    print(sorted([Vec(2, 1), Vec(1, 5), Vec(1, 2)]), Vec(1, 2) == Vec(1, 2))
    with Timer() as t:
        raise ValueError("boom")
    print("after with", type(t).__name__)
    try:
        raise MyError(42)
    except MyError as e:
        print(e, e.code, isinstance(e, Exception))
    finally:
        print("finally")
    c = make_counter()
    c(); c(5)
    print(c())
    for _ in range(3):
        bump()
    print(total)
    pairs = list(zip(*[(1, 'a'), (2, 'b')]))
    print(pairs, dict(zip("xy", [1, 2])), {k: v for k, v in sorted({"b": 1, "a": 2}.items())})
    fs = [lambda x, i=i: x + i for i in range(3)]
    print([f(10) for f in fs])
    print("%-6s|%6.2f|%03d" % ("ab", 3.14159, 7), f"{12345.678:,.2f}", f"{0.5:%}", f"{255:#x}", f"{'hi'!r:>6}")
    s = "Hello, World"
    print(s.lower().count("l"), s.split(", "), s[::-1], s.find("W"), s.replace("l", "L", 2), s.startswith("He"), "-".join(sorted(set(s.lower()) - {" ", ","})))
    try:
        [][1]
    except IndexError as e:
        print(type(e).__name__, e)
    try:
        {}["k"]
    except KeyError as e:
        print(type(e).__name__, e)
    try:
        int("x")
    except ValueError as e:
        print(e)
main()

class Temp:
    def __init__(self):
        self._c = 0.0
    @property
    def celsius(self):
        return self._c
    @celsius.setter
    def celsius(self, v):
        if v < -273.15:
            raise ValueError("below absolute zero")
        self._c = v
    @property
    def fahrenheit(self):
        return self._c * 9 / 5 + 32

t = Temp()
t.celsius = 100
print(t.celsius, t.fahrenheit)
try:
    t.celsius = -300
except ValueError as e:
    print(e)
try:
    t.fahrenheit = 3
except AttributeError as e:
    print("AttributeError")
class Plain:
    pass
try:
    with Plain():
        pass
except (TypeError, AttributeError) as e:
    print(type(e).__name__, e)
def nested():
    with Timer(), Timer() as b:
        print("inside", type(b).__name__)
        return 5
print(nested())
