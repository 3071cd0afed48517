# Sets and dicts compare with their keys' __hash__/__eq__ and their
# values' __eq__ (instances of Python and cdef classes alike).
cdef class V:
    cdef readonly double x
    def __init__(self, x):
        self.x = x
    def __eq__(self, o):
        return isinstance(o, V) and self.x == (<V>o).x
    def __hash__(self):
        return hash(self.x)

class W:
    def __init__(self, x):
        self.x = x
    def __eq__(self, o):
        return isinstance(o, W) and self.x == o.x
    def __hash__(self):
        return hash(self.x)

s = {V(1), V(1), V(2)}
print(len(s), V(1) in s, s == {V(2), V(1)}, {V(1)} == {V(1)}, s != {V(2), V(1)})
t = {W(1), W(1), W(2)}
print(len(t), t == {W(2), W(1)}, {W(1)} == {W(3)}, {W(1), 2} == {2, W(1)}, {W(1)} == set())
print({W(1): 1, W(2): 2} == {W(2): 2, W(1): 1}, {W(1): 1} == {W(1): 2}, {W(1): 1} != {W(1): 1})
print({1: W(1)} == {1: W(1)}, {1: [W(1)]} == {1: [W(1)]}, {1: W(1)} == {1: W(2)})
print(frozenset([V(3)]) == frozenset([V(3)]), {(1, W(1))} == {(1, W(1))})
