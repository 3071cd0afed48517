from operator import attrgetter, itemgetter
from functools import reduce, partial, lru_cache
import itertools

class Account:
    __slots__ = ("owner", "balance")
    count = 0
    def __init__(self, owner, balance=0.0):
        self.owner = owner
        self.balance = balance
        Account.count += 1
    @property
    def rich(self):
        return self.balance > 100
    @classmethod
    def empty(cls, owner):
        return cls(owner)
    @staticmethod
    def fee(x):
        return x * 0.01
    def __repr__(self):
        return f"Account({self.owner!r}, {self.balance:.2f})"
    def __eq__(self, other):
        return isinstance(other, Account) and self.owner == other.owner
    def __hash__(self):
        return hash(self.owner)
    def __lt__(self, other):
        return self.balance < other.balance

class Savings(Account):
    __slots__ = ("rate",)
    def __init__(self, owner, balance, rate):
        super().__init__(owner, balance)
        self.rate = rate
    def __repr__(self):
        return "Savings:" + super().__repr__()

class Ledger:
    def __init__(self):
        self.entries = []
    def __enter__(self):
        print("open")
        return self
    def __exit__(self, et, ev, tb):
        print("close", et.__name__ if et else None)
        return et is ValueError
    def __iter__(self):
        return iter(self.entries)
    def __len__(self):
        return len(self.entries)
    def __contains__(self, x):
        return x in self.entries

@lru_cache(maxsize=None)
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)

def chunks(seq, n):
    for i in range(0, len(seq), n):
        yield seq[i:i + n]

accts = [Account("ann", 150), Account.empty("bob"), Savings("cy", 90.5, 0.02)]
print(accts, Account.count, [a.rich for a in accts], Account.fee(200))
print(sorted(accts), max(accts, key=attrgetter("balance")), len({accts[0], Account("ann")}))
with Ledger() as L:
    L.entries.extend(accts)
    print(len(L), accts[1] in L)
with Ledger():
    raise ValueError("suppressed")
print(fib(80))
print(list(chunks(list(range(7)), 3)), reduce(lambda a, b: a * b, range(1, 6)))
add3 = partial(lambda a, b, c: a + b + c, 1, 2)
print(add3(10), list(itertools.islice(itertools.count(5, 2), 4)), list(itertools.product("ab", repeat=2)))
rows = [("b", 2), ("a", 2), ("c", 1)]
print(sorted(rows, key=itemgetter(1, 0)), [k for k, g in itertools.groupby("aabbbc")])
try:
    accts[0].nonexistent = 1
except AttributeError as e:
    print(e)
g = (x * x for x in range(4))
print(next(g), list(g), sum(x for x in range(10) if x % 2))
