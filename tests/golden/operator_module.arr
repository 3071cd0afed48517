# The operator module: operators as functions (special methods included),
# itemgetter and attrgetter as sort keys.
import operator
from operator import itemgetter, attrgetter
from functools import reduce

class V:
    def __init__(self, x):
        self.x = x
    def __add__(self, o):
        return V(self.x + o.x)
    def __repr__(self):
        return f"V({self.x})"

rows = [("b", 2, 9.5), ("a", 2, 1.0), ("c", 1, 3.25)]
print(sorted(rows, key=itemgetter(1, 0)), max(rows, key=itemgetter(2)), itemgetter(0)("xyz"))
pts = [V(3), V(1), V(2)]
print(sorted(pts, key=attrgetter("x")), reduce(operator.add, pts), attrgetter("x", "x")(pts[0]))
print(reduce(operator.mul, [1, 2, 3, 4]), operator.truediv(7, 2), operator.floordiv(-7, 2), operator.mod(-7, 3), operator.pow(2, 10))
print(operator.neg(5), operator.not_([]), operator.truth([0]), operator.lt(1, 2), operator.ge(1, 2), operator.eq("a", "a"))
print(operator.and_(6, 3), operator.or_(6, 3), operator.xor(6, 3), operator.lshift(1, 4), operator.rshift(32, 2), operator.invert(5))
print(list(map(operator.sub, [10, 20], [1, 2])), operator.getitem({"k": 4}, "k"))
try:
    itemgetter(5)([1, 2])
except IndexError as e:
    print("IndexError:", e)
