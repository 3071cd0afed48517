# A class body runs top to bottom in the class's namespace: later
# class-level expressions read earlier attributes by name.
import math

x = 100
scale = 3

class Config:
    SIZE = 8
    AREA = SIZE * SIZE
    HALF = SIZE // 2
    LABELS = [f"cell{i}" for i in range(HALF)]
    TABLE = {k: len(k) for k in LABELS}
    x = x + 1
    y = x * 2
    scale = scale * 10
    RATIO: float = math.sqrt(AREA) / scale
    GREETING = "size %d" % SIZE
    PAIR = (SIZE, lambda v, s=SIZE: v * s)
    tmp = 5
    AFTER = tmp + 1
    del tmp

    def area(self, n=SIZE):
        return n * n

    def uses_global(self):
        return x

    @staticmethod
    def make(k=HALF):
        return [k] * 2

cdef class Grid:
    ROWS = 3
    COLS = ROWS + 1
    CELLS = ROWS * COLS
    cdef int n
    def __init__(self, n=CELLS):
        self.n = n
    def get(self):
        return self.n, self.CELLS

def local_class(int base):
    class Local:
        START = base
        NEXT = START + 1
        BOTH = (START, NEXT)
    return Local.BOTH

print(Config.SIZE, Config.AREA, Config.HALF, Config.LABELS, Config.TABLE)
print(Config.x, Config.y, x, Config.scale, scale, Config.RATIO, Config.GREETING)
print(Config.PAIR[0], Config.PAIR[1](2), Config.AFTER, hasattr(Config, "tmp"))
c = Config()
print(c.area(), c.area(3), c.uses_global(), Config.make())
print(Grid.COLS, Grid.CELLS, Grid().get(), Grid(2).get())
print(local_class(7), local_class(-1))
