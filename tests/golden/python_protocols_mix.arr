# Python-level protocols in a compiled module: several context managers in
# one with, finally, custom exceptions and context, __slots__,
# __getattr__/__setattr__, a __get__ descriptor, generators with send and
# yield from, iterator classes and assert.
class Res:
    def __init__(self, name): self.name = name
    def __enter__(self):
        print("enter", self.name); return self
    def __exit__(self, et, ev, tb):
        print("exit", self.name, et.__name__ if et else None)
        return et is KeyError
with Res("a") as r, Res("b"):
    print("body", r.name)
with Res("c"):
    raise KeyError("k")
def f():
    try:
        return "try"
    finally:
        print("finally runs")
print(f())
for i in range(3):
    try:
        if i == 1:
            continue
        print("i", i)
    finally:
        print("fin", i)
class MyErr(Exception):
    def __init__(self, code, msg):
        super().__init__(msg)
        self.code = code
try:
    raise MyErr(7, "boom")
except MyErr as e:
    print(e, e.code, e.args, repr(e))
try:
    try:
        raise ValueError("inner")
    except ValueError:
        raise TypeError("outer")
except TypeError as e:
    print(repr(e.__context__), e.__suppress_context__)
class Lazy:
    __slots__ = ("a",)
    def __init__(self): self.a = 1
l = Lazy()
try:
    l.b = 2
except AttributeError as e:
    print("AttributeError", e)
class Dyn:
    def __getattr__(self, name):
        return name.upper()
    def __setattr__(self, name, v):
        object.__setattr__(self, name, v * 2)
d = Dyn(); d.x = 5
print(d.x, d.zz)
class Desc:
    def __get__(self, obj, typ): return 42 if obj else "cls"
class H:
    v = Desc()
print(H().v, H.v)
def g():
    x = yield 1
    print("got", x)
    y = yield x * 2
    return y
it = g(); print(next(it), it.send(10))
try:
    it.send(5)
except StopIteration as e:
    print("StopIteration", e.value)
def chain(*its):
    for i in its:
        yield from i
print(list(chain([1], (2, 3), "ab")))
class Count:
    def __init__(self, n): self.n = n
    def __iter__(self):
        self.i = 0; return self
    def __next__(self):
        if self.i >= self.n: raise StopIteration
        self.i += 1; return self.i
print(list(Count(3)), sum(Count(4)), 2 in Count(3))
try:
    raise ExceptionGroup("eg", [ValueError(1)]) if False else RuntimeError("rt")
except RuntimeError as e:
    print(type(e).__name__, e)
assert True, "never"
try:
    assert 1 > 2, "math broke"
except AssertionError as e:
    print("AssertionError", e)
