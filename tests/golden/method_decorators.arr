# Decorators on methods (a decorator of the module, one the class body defined, under staticmethod/property, lru_cache) and on a cdef class's def method.
import functools

def loud(f):
    @functools.wraps(f)
    def w(*args, **kw):
        return str(f(*args, **kw)).upper()
    return w

def times(n):
    def deco(f):
        def w(*args):
            return [f(*args) for _ in range(n)]
        return w
    return deco

class Greeter:
    def __init__(self, name):
        self.name = name
    @loud
    def hello(self, punct="!"):
        return "hello " + self.name + punct
    @staticmethod
    @loud
    def shout(x):
        return x
    @property
    @loud
    def title(self):
        return "mr " + self.name
    @times(2)
    def pair(self):
        return self.name[0]
    def _twice(f):
        def w(self):
            return f(self) * 2
        return w
    @_twice
    def ab(self):
        return "ab"
    @functools.lru_cache(maxsize=None)
    def slow(self, n):
        return n * n

cdef class Counter:
    cdef public int n
    @loud
    def describe(self):
        return f"count {self.n}"

def main():
    g = Greeter("bob")
    print(g.hello(), g.hello(punct="?"), Greeter.shout("hey"), g.title, g.pair(), g.ab(), g.slow(4), g.slow(4))
    print(Greeter.hello.__name__, Greeter.hello.__wrapped__.__name__)
    c = Counter()
    c.n = 3
    print(c.describe())

main()
