# contextlib: generator-based context managers, suppress, closing and
# nullcontext, with the protocol CPython follows on errors.
from contextlib import contextmanager, suppress, closing, nullcontext
import contextlib


@contextmanager
def tag(name):
    print("<%s>" % name)
    yield name.upper()
    print("</%s>" % name)


with tag("h1") as t:
    print("inside", t)


@contextmanager
def guarded(label):
    try:
        yield label
    except ZeroDivisionError as e:
        print(label, "caught", e)
    finally:
        print(label, "cleanup")


with guarded("a"):
    1 / 0
print("after a")

try:
    with guarded("b"):
        raise KeyError("k")
except KeyError as e:
    print("KeyError escaped:", e)


@contextmanager
def translating():
    try:
        yield
    except ValueError as e:
        raise RuntimeError("translated: %s" % e)


try:
    with translating():
        raise ValueError("bad")
except RuntimeError as e:
    print("RuntimeError:", e)


@contextmanager
def twice():
    yield 1
    yield 2


try:
    with twice() as v:
        print("v", v)
except RuntimeError as e:
    print("RuntimeError:", e)


@contextmanager
def never():
    if False:
        yield


try:
    with never():
        print("not reached")
except RuntimeError as e:
    print("RuntimeError:", e)


def find(items, wanted):
    with tag("search"):
        for i, x in enumerate(items):
            if x == wanted:
                return i
    return -1


print(find([3, 5, 7], 5))


class Account:
    def __init__(self, balance):
        self.balance = balance

    @contextmanager
    def transaction(self):
        saved = self.balance
        try:
            yield self
        except Exception:
            self.balance = saved
            print("rolled back to", saved)


acct = Account(100)
with acct.transaction() as a:
    a.balance -= 30
print(acct.balance)
with acct.transaction() as a:
    a.balance -= 500
    raise ValueError("overdrawn")
print(acct.balance)

with suppress(KeyError, IndexError):
    [][3]
print("suppressed IndexError")
with contextlib.suppress(ZeroDivisionError):
    print("no error")
try:
    with suppress(KeyError):
        int("x")
except ValueError as e:
    print("ValueError:", e)


class Resource:
    def __init__(self, name):
        self.name = name

    def close(self):
        print("closed", self.name)


with closing(Resource("db")) as r:
    print("using", r.name)

with nullcontext(42) as n:
    print("null", n)
with nullcontext() as n:
    print("null", n)

with tag("outer"), tag("inner") as t2:
    print("both", t2)
