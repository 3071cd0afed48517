# Python-level calls and constructions that pass arguments straight into
# the callee's slots must behave exactly as the general call does.

def make_adder(k):
    def add(a, b):
        return a + b + k
    return add

def gen(n, step):
    i = 0
    while i < n:
        yield i
        i += step

log = []

def note(x):
    log.append(x)
    return x

class P:
    def __init__(self, x, y):
        note("init")
        self.x = x
        self.y = y

    def total(self):
        return self.x + self.y

class Bad:
    def __init__(self, v):
        self.v = v
        return v

class WithNew:
    def __new__(cls, a):
        note("new")
        return super().__new__(cls)

    def __init__(self, a):
        self.a = a

class Ordered:
    def __init__(self, first, a, b):
        if first:
            self.a = a
            self.b = b
        else:
            self.b = b
            self.a = a

def main():
    add = make_adder(100)
    s = 0
    for i in range(5):
        s = add(s, i)
    print(s)
    print(list(gen(10, 3)), list(gen(3, 1)))
    p = P(note(1), note(2))
    print(log, p.total())
    try:
        Bad(5)
    except TypeError as e:
        print("TypeError:", e)
    w = WithNew(7)
    print(log[-1], w.a)
    objs = [Ordered(i % 2 == 0, i, -i) for i in range(4)]
    print([(o.a, o.b, list(vars(o))) for o in objs])
    try:
        P(1)
    except TypeError as e:
        print("TypeError:", e)
    try:
        add(1, 2, 3)
    except TypeError as e:
        print("TypeError:", e)
    try:
        P(1, 2).total(5)
    except TypeError as e:
        print("TypeError:", e)

    def init2(self, x, y):
        self.x = x * 10
        self.y = y * 10
    P.__init__ = init2
    print(P(1, 2).total())

    def get_x(self):
        return self._x + 0.5
    def set_x(self, v):
        note("setter")
        self._x = v
    P.x = property(get_x, set_x)
    q = P(3, 4)
    print(q.x, q.total(), log[-1])
    P.y = property(fset=set_x, doc="write-only")
    r = P(5, 6)
    try:
        print(r.y)
    except AttributeError as e:
        print("AttributeError:", e)
    print(P.y.__doc__, r._x)
    try:
        property(get_x, fget=get_x)
    except TypeError as e:
        print("TypeError:", e)

main()
