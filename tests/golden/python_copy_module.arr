import copy
import numpy as np

class Node:
    def __init__(self, name, children=None):
        self.name = name
        self.children = children or []
    def __repr__(self):
        return f"Node({self.name!r}, {self.children!r})"

a = [1, [2, 3], {"k": [4]}]
s = copy.copy(a)
d = copy.deepcopy(a)
a[1].append(99)
a[2]["k"].append(5)
print(a, s, d, s is a, s[1] is a[1], d[1] is a[1])
tree = Node("root", [Node("x"), Node("y")])
t2 = copy.deepcopy(tree)
t3 = copy.copy(tree)
tree.children[0].name = "changed"
print(tree, t2, t3.children is tree.children)
loop = [1]
loop.append(loop)
c = copy.deepcopy(loop)
print(c[1] is c, c[1] is loop, len(c))
shared = [0]
pair = [shared, shared]
pc = copy.deepcopy(pair)
print(pc[0] is pc[1], pc[0] is shared)
arr = np.arange(4)
ac = copy.copy(arr)
ac[0] = 10
print(arr, ac)
class WithCopy:
    def __init__(self, v):
        self.v = v
    def __copy__(self):
        return WithCopy(self.v + 100)
    def __deepcopy__(self, memo):
        return WithCopy(self.v + 1000)
w = WithCopy(1)
print(copy.copy(w).v, copy.deepcopy(w).v, copy.deepcopy([w])[0].v)
t = (1, [2])
tc = copy.deepcopy(t)
tc[1].append(3)
print(t, tc, copy.copy(t) is t, copy.copy("s"), copy.deepcopy({1, 2}), copy.copy(frozenset([1])))
from collections import defaultdict, deque
dd = defaultdict(list)
dd["a"].append(1)
print(copy.deepcopy(dd), copy.copy(deque([1, 2], maxlen=3)))
