# typing.NamedTuple, in the class syntax (annotated fields, defaults,
# methods, class attributes) and the functional one.
from typing import NamedTuple, Tuple, Dict
import typing

class Pt(NamedTuple):
    x: int
    y: int = 0
    UNIT = 1
    def norm1(self):
        return abs(self.x) + abs(self.y)

class Rec(typing.NamedTuple):
    name: str
    score: float

Pair = NamedTuple("Pair", [("a", int), ("b", str)])

p = Pt(3, -4)
print(p, p.norm1(), p._replace(y=1), Pt._fields, p[0], tuple(p), Pt(1), Pt.UNIT)
a, b = p
print(a, b, p == (3, -4), isinstance(p, tuple), type(p._replace(y=1)).__name__, p._asdict())
r = Rec("ann", 9.5)
print(r, r.name, sorted([Rec("b", 2.0), Rec("a", 3.0)]), Rec._fields)
print(Pair(1, "x"), Pair(1, "x").b, Pair._fields)
try:
    Rec("x")
except TypeError as e:
    print("TypeError", e)
try:
    class Bad(NamedTuple):
        x: int = 0
        y: int
except TypeError as e:
    print("TypeError", e)
d: Dict[str, int] = {"a": 1}
t: Tuple[int, ...] = (1, 2)
print(d, t)
