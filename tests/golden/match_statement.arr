# The match statement (PEP 634), which Cython 3 compiles: literal, capture,
# wildcard, value, sequence (with *rest), mapping (with **rest), class
# (positional through __match_args__, a dataclass's too), or- and as-
# patterns, guards; in def and cdef functions; 'match' stays a name.
from dataclasses import dataclass

class Point:
    __match_args__ = ("x", "y")
    def __init__(self, x, y):
        self.x = x
        self.y = y

@dataclass
class Circle:
    center: object
    r: float

def where(p):
    match p:
        case Point(0, 0):
            return "origin"
        case Point(x=0, y=y):
            return f"on y axis at {y}"
        case Point(x, 0):
            return f"on x axis at {x}"
        case Point(x, y) if x == y:
            return f"diagonal {x}"
        case Circle(Point(x=cx, y=cy), r) as c:
            return f"circle at {cx},{cy} r={r} {type(c).__name__}"
        case _:
            return "elsewhere"

for p in [Point(0, 0), Point(0, 5), Point(3, 0), Point(2, 2), Point(1, 2), Circle(Point(1, 1), 2.5), 7]:
    print(where(p))

def cmd(c):
    match c.split():
        case ["go", ("north" | "south") as d]:
            return "going " + d
        case ["go", *rest]:
            return f"go where? {rest}"
        case ["pick", "up", *items, "now"]:
            return f"picking {items} now"
        case [("drop" | "put"), obj]:
            return f"dropping {obj}"
        case []:
            return "nothing"
        case [word]:
            return "one word: " + word
        case _:
            return "unknown"

for c in ["go north", "go east fast", "pick up a b now", "put x", "", "look", "a b c"]:
    print(cmd(c))

def conf(d):
    match d:
        case {"type": "user", "name": str(name), **rest}:
            return f"user {name} {sorted(rest)}"
        case {"type": "point", "xy": [x, y]}:
            return x + y
        case {"type": t}:
            return f"type {t}"
        case (1 | 2 | 3) as n:
            return n * 10
        case -1:
            return "minus one"
        case 1.5 | 2j:
            return "float or complex"
        case None:
            return "none"
        case True:
            return "true"
        case (a, b, c):
            return a + b + c
        case float(v) | int(v):
            return f"number {v}"
        case "hello" | b"bytes":
            return "greeting"
        case {}:
            return "some dict"

for d in [{"type": "user", "name": "ann", "age": 3, "id": 9}, {"type": "point", "xy": (1, 2)}, {"type": "x"}, 2, -1, 1.5, 2j, None, True, (1, 2, 3), 4.5, 7, "hello", b"bytes", {"q": 1}, "nomatch"]:
    print(conf(d))

def count(n):
    total = 0
    for i in range(n):
        match i % 3:
            case 0:
                total += 1
            case 1:
                total += 10
            case _:
                total += 100
    return total
print(count(10))

def describe(x):
    match x:
        case 0:
            return "zero"
        case int(n) if n < 0:
            return "negative"
        case [a, b]:
            return f"pair {a} {b}"
        case {"k": v}:
            return f"dict {v}"
        case str():
            return "string"
        case _:
            return "other"
for v in [0, -3, [1, 2], {"k": 9}, "s", 2.5]:
    print(describe(v))

cdef int classify(int v):
    match v:
        case 0:
            return 100
        case 1 | 2:
            return 200
        case n if n < 0:
            return -1
        case _:
            return v * 2
print([classify(i) for i in range(-2, 5)])

match = 5
print(match)
def match2(match):
    return match * 2
print(match2(match))
class R:
    def match(self, x):
        return x
print(R().match(3))
