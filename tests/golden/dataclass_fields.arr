# dataclasses.fields, replace and MISSING: each field's Field (its name,
# the annotation's text as Cython keeps it, default, factory and flags),
# for Python dataclasses and cdef ones; __dataclass_fields__ is the dict
# of them.
import dataclasses
from dataclasses import dataclass, field, fields, replace, asdict, MISSING
from typing import List
import cython

@dataclass
class Item:
    name: str
    qty: int = 0
    tags: List[str] = field(default_factory=list)
    w: cython.double = 1.5
    hidden: int = field(default=3, repr=False, compare=False)
    note: str = field(default="", init=False)

@dataclass(order=True, frozen=True)
class P:
    x: float
    y: float = 0.0

@cython.dataclasses.dataclass
cdef class C:
    a: int
    b: cython.double = 2.0
    cdef public object c
    c = None

def shown(v):
    return "MISSING" if v is MISSING else v

it = Item("a", 2)
for f in fields(it):
    print(f.name, f.type, shown(f.default), shown(f.default_factory), f.init, f.repr, f.compare,
          f.hash, f.metadata, f.kw_only)
print(fields(Item)[0] is fields(it)[0], len(fields(P)), type(fields(P)), type(fields(P)[0]).__name__)
print(list(Item.__dataclass_fields__.keys()), type(Item.__dataclass_fields__['qty']).__name__)
print(replace(it, qty=5), it)
print(replace(P(1.0), y=3.0), P(1, 2) < P(1, 3))
try:
    replace(it, note="x")
except ValueError as e:
    print("ValueError", e)
print([f.name for f in fields(C)], [f.type for f in fields(C)], [shown(f.default) for f in fields(C)])
print(replace(C(1, 2.5, 3), a=7).a, replace(C(1, 2.5, 3), a=7).c)
print(dataclasses.MISSING is fields(it)[0].default, dataclasses.is_dataclass(P), asdict(P(1, 2)))
for bad in (5, "x", P):
    try:
        print(len(fields(bad)))
    except TypeError as e:
        print("TypeError", e)
try:
    replace(P, x=1)
except TypeError as e:
    print("TypeError", e)
