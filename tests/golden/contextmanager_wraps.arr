# A @contextmanager function is functools.wraps'd: its __name__,
# __qualname__, __doc__ and __module__ are the generator function's, which
# it keeps as __wrapped__.
from contextlib import contextmanager

@contextmanager
def opened(name):
    """Open it."""
    print("open", name)
    yield name.upper()
    print("close", name)

class Pool:
    @contextmanager
    def borrowed(self, n):
        yield [0] * n

print(opened.__name__, opened.__qualname__, opened.__doc__, opened.__wrapped__.__name__)
print(Pool.borrowed.__name__, Pool.borrowed.__qualname__, Pool.borrowed.__doc__)
with opened("f") as v:
    print(v)
with Pool().borrowed(2) as xs:
    print(xs)
g = opened.__wrapped__("raw")
print(next(g))
