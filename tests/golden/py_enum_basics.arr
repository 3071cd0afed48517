from enum import Enum, IntEnum, auto

class Color(Enum):
    RED = 1
    GREEN = 2
    BLUE = auto()

class Level(IntEnum):
    LOW = 10
    HIGH = 20

print(Color.RED, repr(Color.GREEN), Color.BLUE.value, Color["RED"], Color(2), Color.RED.name)
print(list(Color), len(Color), Color.RED in Color, Color.RED == Color.RED, Color.RED is Color(1))
print(Level.LOW + 5, Level.HIGH > Level.LOW, int(Level.HIGH), sorted([Level.HIGH, Level.LOW]))
for c in Color:
    print(c.name, c.value)
d = {Color.RED: "r"}
print(d[Color.RED], isinstance(Color.RED, Color), type(Color.RED).__name__)
try:
    Color(7)
except ValueError as e:
    print("ValueError", e)
