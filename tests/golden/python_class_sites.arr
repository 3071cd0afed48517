# Attribute and method sites of Python classes: a site that remembered a
# class's method or an attribute's place must notice every change.
class Point:
    def __init__(self, x, y, first_y=False):
        if first_y:
            self.y = y
            self.x = x
        else:
            self.x = x
            self.y = y
    def norm1(self):
        return abs(self.x) + abs(self.y)

class Base:
    def who(self):
        return "base"

class Child(Base):
    def who(self):
        return "child"

def child_who_patched(self):
    return "patched"

class Logged:
    def __init__(self):
        object.__setattr__(self, "log", [])
        self.v = 0
    def __setattr__(self, name, value):
        self.log.append((name, value))
        object.__setattr__(self, name, value)

class Slotted:
    __slots__ = ("a", "b")
    def __init__(self):
        self.a = 1
        self.b = 2

cdef struct Pair:
    int left
    double right

class Holder:
    pass

def main():
    pts = [Point(i, -i, first_y=(i % 2 == 1)) for i in range(6)]
    total = 0
    for p in pts:
        p.x += 1
        total += p.norm1() + p.x * 10 + p.y
    print(total, [(p.x, p.y) for p in pts])
    del pts[2].x
    pts[2].x = 100
    print([p.norm1() for p in pts])

    c = Child()
    out = []
    for k in range(6):
        if k == 2:
            Child.who = child_who_patched
        if k == 4:
            del Child.who
        out.append(c.who())
    c.who = lambda: "instance"
    out.append(c.who())
    print(out)

    g = Logged()
    for k in range(3):
        g.v += k
    print(g.v, g.log)

    s = Slotted()
    for k in range(3):
        s.a += k
    try:
        s.c = 5
    except AttributeError as e:
        print("AttributeError", e)
    print(s.a, s.b)

    cdef Pair pr = Pair(3, 0.5)
    h = Holder()
    h.p = pr
    for k in range(2):
        print(h.p)

main()
