from dataclasses import dataclass, field, asdict, astuple, FrozenInstanceError
import dataclasses

@dataclass(frozen=True)
class Point:
    x: float
    y: float = 0.0
    def norm2(self):
        return self.x * self.x + self.y * self.y

p = Point(3.0, 4.0)
print(p, p.norm2(), p == Point(3.0, 4.0), hash(p) == hash(Point(3.0, 4.0)))
try:
    p.x = 1.0
except FrozenInstanceError as e:
    print("frozen:", e)
try:
    del p.y
except dataclasses.FrozenInstanceError as e:
    print("frozen:", e)
try:
    p.z = 1
except AttributeError as e:
    print(type(e).__name__, e)
print({p: "a"}[Point(3.0, 4.0)])

@dataclass
class Base:
    name: str
    tags: list = field(default_factory=list)
    def __post_init__(self):
        self.name = self.name.upper()

@dataclass
class Item(Base):
    price: float = 1.0
    tags: list = field(default_factory=lambda: ["new"])

@dataclass(order=True)
class Priced(Item):
    qty: int = 0

i = Item("pen")
print(i, i.tags)
print(Item("ink", ["x"], 2.5))
print(asdict(Priced("a", [], 2.0, 3)), astuple(Priced("b")))
print(sorted([Priced("z", [], 1.0, 2), Priced("a", [], 1.0, 1)]))
print(Priced("q") < Priced("r"))
