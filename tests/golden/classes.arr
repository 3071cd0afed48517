class Point:
    dims = 2
    def __init__(self, x, y):
        self.x = x
        self.y = y
    def norm2(self):
        return self.x * self.x + self.y * self.y
    def moved(self, dx, dy=0):
        return Point(self.x + dx, self.y + dy)
p = Point(3, 4)
print(p.x, p.y, p.norm2(), Point.dims, p.dims)
q = p.moved(1)
print(q.x, q.y)
p.z = 5
print(p.z)
class Point3(Point):
    dims = 3
    def __init__(self, x, y, z):
        super().__init__(x, y)
        self.z = z
    def norm2(self):
        return super().norm2() + self.z * self.z
r = Point3(1, 2, 2)
print(r.norm2(), r.dims, isinstance(r, Point))
class Counter:
    total = 0
    def bump(self):
        Counter.total += 1
        return Counter.total
c1 = Counter()
c2 = Counter()
c1.bump()
c2.bump()
print(Counter.total)
class WithStatic:
    @staticmethod
    def twice(x):
        return 2 * x
    @property
    def answer(self):
        return 42
w = WithStatic()
print(WithStatic.twice(4), w.twice(5), w.answer)
try:
    p.missing
except AttributeError as e:
    print(e)
