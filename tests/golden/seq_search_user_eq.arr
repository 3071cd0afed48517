# Searching lists and tuples calls the items' __eq__ / __richcmp__ (in, count, index, remove, == of sequences), identity first, in CPython's order
class P:
    def __init__(self, x):
        self.x = x
    def __eq__(self, o):
        print("eq", self.x, getattr(o, "x", o))
        return isinstance(o, P) and self.x == o.x
    def __repr__(self):
        return f"P({self.x})"

cdef class C:
    cdef int v
    def __init__(self, v):
        self.v = v
    def __richcmp__(self, other, int op):
        if op == 2:
            return isinstance(other, C) and (<C>self).v == (<C>other).v
        return NotImplemented

a = [P(1), P(2), P(3)]
print(P(2) in a, P(5) not in a)
print(a.count(P(3)), a.index(P(2)))
a.remove(P(1))
print(a)
print([P(2), P(3)] == a, (P(1),) == (P(1),), [P(1)] != [P(2)])
print(3 in a)
cs = [C(1), C(2)]
print(C(2) in cs, cs.index(C(2)), (C(1), C(2)) == (C(1), C(2)))
t = (P(7), 5)
print(5 in t, P(7) in t)
