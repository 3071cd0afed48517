from enum import Enum, IntEnum, auto, unique
import enum

class Planet(Enum):
    MERCURY = (3.303e+23, 2.4397e6)
    EARTH = (5.976e+24, 6.37814e6)
    def __init__(self, mass, radius):
        self.mass = mass
        self.radius = radius
    @property
    def surface_gravity(self):
        G = 6.67300E-11
        return G * self.mass / (self.radius * self.radius)

class State(Enum):
    IDLE = "idle"
    RUNNING = "run"
    STOPPED = "stop"
    HALTED = "stop"
    def next(self):
        order = list(State)
        return order[(order.index(self) + 1) % len(order)]
    @classmethod
    def parse(cls, s):
        return cls(s)

class Prio(IntEnum):
    LOW = auto()
    MID = auto()
    HIGH = 10
    HIGHER = auto()

class Shape(enum.Enum):
    SQUARE = 2
    CIRCLE = 3

print(Planet.EARTH.surface_gravity > 9.7, Planet.MERCURY.mass, Planet.EARTH.value)
print(State.IDLE.next(), State.STOPPED.next(), State.parse("run"), State.HALTED is State.STOPPED)
print(list(State), len(State), list(State.__members__), State.HALTED.name)
print(list(Prio), [int(p) for p in Prio], Prio.MID + Prio.HIGH, Prio.HIGH == 10, Prio(11))
print(str(Prio.LOW), repr(Prio.LOW), f"{Prio.MID}", f"{Prio.MID:>4}", "%s" % Prio.HIGH, format(State.IDLE), f"{State.IDLE!r}")
print(f"{State.RUNNING:>15}|", str(State.RUNNING), Shape.CIRCLE, Shape(2))
counts = {Prio.LOW: 0, Prio.HIGH: 0}
counts[1] += 5
print(counts, sorted([Prio.HIGHER, Prio.LOW, Prio.MID]), max(Prio), Prio.LOW < 2)
print(State.IDLE == "idle", State.IDLE != State.RUNNING, hash(State.IDLE) == hash(State.IDLE), isinstance(Prio.LOW, int))
try:
    State.IDLE < State.RUNNING
except TypeError as e:
    print("TypeError", e)
try:
    State("bogus")
except ValueError as e:
    print("ValueError", e)
try:
    State["BOGUS"]
except KeyError as e:
    print("KeyError", e)
try:
    @unique
    class Dup(Enum):
        A = 1
        B = 1
except ValueError as e:
    print("ValueError", e)
try:
    class More(State):
        EXTRA = "x"
except TypeError as e:
    print("TypeError", e)
print(type(State.IDLE).__name__, type(State), State.IDLE in State, Shape.SQUARE in State)
for s in State:
    print(s.name, s.value, end="; ")
print()
print(Shape.__name__, Shape.SQUARE.__class__.__name__, [m.value for m in Shape])
