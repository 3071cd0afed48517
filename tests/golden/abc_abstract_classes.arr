# abc: a class deriving from ABC records its abstract methods (its own and
# those its bases leave abstract) and cannot be instantiated while any are
# left; @abstractmethod outside an ABC has no effect.
import abc
from abc import ABC, abstractmethod

class Base(ABC):
    @abstractmethod
    def f(self): ...
    @abstractmethod
    def g(self):
        return "base g"
    @property
    @abstractmethod
    def name(self): ...
    def h(self):
        return "h"

class Half(Base):
    def f(self):
        return "half f"

class Full(Half):
    def g(self):
        return "full g / " + super().g()
    @property
    def name(self):
        return "full"

class NotAbc:
    @abstractmethod
    def f(self): ...

class Other(abc.ABC):
    @abc.abstractmethod
    def run(self): ...

for cls in [Base, Half, Full, NotAbc, Other]:
    try:
        o = cls()
        print(cls.__name__, "ok", o.f() if hasattr(o, 'f') else '')
    except TypeError as e:
        print(e)
x = Full()
print(x.g(), x.name, x.h(), isinstance(x, ABC), sorted(Half.__abstractmethods__), sorted(Full.__abstractmethods__))
