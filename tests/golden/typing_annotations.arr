# typing annotations (List[…], Dict[…], Optional[…], Callable[…], Any) in
# signatures and locals: read as the Python types they stand for.
from typing import List, Tuple, Optional, Dict, Any, Callable
import typing
import math

class Item:
    def __init__(self, name: str, price: float, qty: int = 1) -> None:
        self.name = name
        self.price = price
        self.qty = qty
    def total(self) -> float:
        return self.price * self.qty

def cheapest(items: List[Item]) -> Optional[Item]:
    return min(items, key=lambda it: it.price) if items else None

def stats(xs: List[float]) -> Tuple[float, float]:
    m = sum(xs) / len(xs)
    return m, math.sqrt(sum((x - m) ** 2 for x in xs) / len(xs))

def apply(f: Callable[[float], float], xs: typing.Sequence[float]) -> List[float]:
    out: List[float] = []
    for x in xs:
        out.append(f(x))
    return out

def count(words: List[str]) -> Dict[str, int]:
    c: Dict[str, int] = {}
    for w in words:
        c[w] = c.get(w, 0) + 1
    return c

def first(x: Any, default: Optional[int] = None) -> Any:
    return x[0] if x else default

items = [Item("a", 2.5, 3), Item("b", 1.25), Item("c", 9.0, 2)]
print(cheapest(items).name, [it.total() for it in items], cheapest([]))
print(stats([1.0, 2.0, 3.0, 4.0]), apply(math.sqrt, [4.0, 9.0]), count("a b a".split()))
print(first([]), first([7]), first("", 3))
try:
    List()
except TypeError as e:
    print("TypeError:", e)
