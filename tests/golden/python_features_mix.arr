# A realistic mix: except-value cdef functions, cpdef defaults, total_ordering, classmethods, super(), generators, closures, string and number formatting, common exceptions.
from functools import total_ordering
import math

cdef int parse_digit(str c) except -1:
    if not c.isdigit():
        raise ValueError(f"not a digit: {c!r}")
    return ord(c) - 48

cpdef double mean(list xs, double default=0.0):
    if not xs:
        return default
    return sum(xs) / len(xs)

@total_ordering
class Version:
    def __init__(self, s):
        self.parts = tuple(int(p) for p in s.split("."))
    def __eq__(self, other):
        return self.parts == other.parts
    def __lt__(self, other):
        return self.parts < other.parts
    def __repr__(self):
        return "Version(%s)" % ".".join(map(str, self.parts))
    def __hash__(self):
        return hash(self.parts)

class Animal:
    count = 0
    def __init__(self, name):
        self.name = name
        Animal.count += 1
    def speak(self):
        return f"{self.name} makes a sound"
    @classmethod
    def make(cls, name):
        return cls(name)
    @staticmethod
    def kinds():
        return ["dog", "cat"]

class Dog(Animal):
    def speak(self):
        return super().speak().replace("a sound", "woof")

def gen_squares(int n):
    cdef int i
    for i in range(n):
        yield i * i

def make_counter():
    count = 0
    def inc(step=1):
        nonlocal count
        count += step
        return count
    return inc

def main():
    total = 0
    for c in "12a4":
        try:
            total += parse_digit(c)
        except ValueError as e:
            print("skip", e)
    print(total, mean([1, 2, 3, 4]), mean([]), mean([], 5))
    vs = sorted(Version(s) for s in ["1.10.0", "1.2.3", "1.2.10", "0.9"])
    print(vs, max(vs), Version("1.2") <= Version("1.2"), len({Version("1.0"), Version("1.0")}))
    d = Dog.make("Rex")
    print(d.speak(), Animal("x").speak(), Animal.count, Dog.kinds(), isinstance(d, Animal), type(d).__name__)
    print(list(gen_squares(5)), sum(gen_squares(10)))
    inc = make_counter()
    inc(); inc(5)
    print(inc(), inc(step=-2))
    text = "  Hello, World!  "
    print(text.strip().lower().split(", "), "-".join(["a", "b", "c"]), text.count("l"), text.find("World"))
    print("{:>10}|{:<6}|{:^7.2f}".format("right", "left", math.pi), "%5.1f%%" % 12.345, "%-5s|%05d" % ("ab", 42))
    b = "héllo".encode("utf-8")
    print(b, len(b), b[1], b.decode("utf-8"), b.hex())
    print(sorted({3: "c", 1: "a", 2: "b"}.items()), list(zip("abc", range(3))), list(enumerate("xy", 1)))
    print(math.floor(-2.5), math.ceil(-2.5), math.isclose(0.1 + 0.2, 0.3), math.gcd(12, 18), 2 ** 100, 7 ** -1)
    try:
        {}["missing"]
    except KeyError as e:
        print("KeyError", e)
    try:
        [1][3]
    except IndexError as e:
        print("IndexError", e)
    try:
        int("abc")
    except ValueError as e:
        print("ValueError", e)

main()
