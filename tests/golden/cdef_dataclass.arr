# A cdef class made a dataclass (Cython's own documentation example and
# more): annotated fields are public C attributes, `cdef` ones keep their
# visibility and take a default from a later assignment; InitVar goes to
# __post_init__, ClassVar stays a class attribute; frozen fields are
# readonly and hash, unfrozen ones make the class unhashable.
cimport cython
import dataclasses
import typing

@cython.dataclasses.dataclass
cdef class MyDataclass:
    a: cython.int = 0
    b: double = cython.dataclasses.field(default_factory = lambda: 10, repr=False)
    cdef str c
    c = "hello"
    d: dataclasses.InitVar[cython.double] = 5
    e: typing.ClassVar[list] = []

    def __post_init__(self, d):
        print("post_init", d)

x = MyDataclass(3)
print(x)
print(x.a, x.b)
y = MyDataclass(3, 10.0, "hello")
print(x == y, MyDataclass.e)
print(MyDataclass(c="bye"))

@cython.dataclasses.dataclass(order=True, frozen=True)
cdef class Version:
    major: int
    minor: int = 0
    def bump(self):
        return Version(self.major, self.minor + 1)

v = Version(1, 2)
print(v, v < Version(1, 3), v.bump(), hash(v) == hash(Version(1, 2)))
try:
    v.major = 5
except AttributeError as e:
    print(type(e).__name__, e)
print(sorted([Version(2), Version(1, 5), Version(1)]))
cdef Version tv = Version(7)
print(tv.major + 1)

@cython.dataclasses.dataclass
cdef class A:
    a: cython.int = 0
    f: float = 2
    i: int = 3
    cdef str c
    cdef public double pd
    cdef readonly long rl
    c = "hi"
    pd = 1.5
    rl = 7
    def types(self):
        return cython.typeof(self.a), cython.typeof(self.f), cython.typeof(self.pd)

p = A()
print(p, p.types())
print(p.a, p.f, p.i, p.pd, p.rl)
try:
    print(p.c)
except AttributeError as e:
    print("AttributeError", e)
try:
    print(hash(p))
except TypeError as e:
    print("TypeError", e)
p.a = 9
print(p)
try:
    p.rl = 1
except AttributeError as e:
    print("AttributeError", e)
print(A(1, 2, 3, "s", 2.5, 8))
try:
    A(1, 2, 3, "s", 2.5, 8, 9)
except TypeError as e:
    print("TypeError", e)
try:
    A(zz=1)
except TypeError as e:
    print("TypeError", e)
print(dataclasses.asdict(A(5)), dataclasses.is_dataclass(A))
