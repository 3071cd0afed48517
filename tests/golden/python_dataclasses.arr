# Python dataclasses: generated __init__/__repr__/__eq__, defaults and
# factories, field(init/repr/compare=False), __post_init__, order=True,
# frozen hashing, eq classes being unhashable, asdict/astuple.
from dataclasses import dataclass, field, asdict, astuple, is_dataclass
import dataclasses
from typing import ClassVar, List

@dataclass
class Point:
    x: float
    y: float = 0.0
    count: ClassVar[int] = 0
    def norm(self):
        return (self.x ** 2 + self.y ** 2) ** 0.5

@dataclass(order=True)
class Version:
    major: int
    minor: int = 0
    label: str = field(default="", compare=False)

@dataclass
class Polygon:
    name: str
    points: List[Point] = field(default_factory=list)
    secret: str = field(default="hidden", repr=False)
    area: float = field(init=False, default=0.0)
    def __post_init__(self):
        self.area = len(self.points) * 1.5

@dataclasses.dataclass(frozen=True)
class Key:
    a: int
    b: str

p = Point(3, 4)
print(p, p.norm(), Point(1), Point(1) == Point(1, 0.0), Point(1) == (1, 0.0), Point.count)
vs = [Version(1, 2, "b"), Version(1, 0), Version(0, 9, "a"), Version(1, 2, "a")]
print(sorted(vs), Version(1, 2, "x") == Version(1, 2, "y"), Version(2) > Version(1, 5))
poly = Polygon("tri", [Point(0, 0), Point(1, 0), Point(0, 1)])
print(poly)
print(poly.area, poly.secret, Polygon("empty").points, Polygon("a").points is Polygon("b").points)
print(asdict(poly))
print(astuple(Point(1, 2)), asdict(Version(3)))
print(is_dataclass(p), is_dataclass(Point), is_dataclass(3))
d = {Key(1, "x"): "one"}
print(d[Key(1, "x")], Key(1, "x") == Key(1, "x"), Key(2, "y"))
try:
    hash(p)
except TypeError as e:
    print("TypeError:", e)
try:
    asdict(3)
except TypeError as e:
    print("TypeError:", e)
