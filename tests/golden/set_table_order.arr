# A set iterates in its hash table's slot order, which depends on its
# history: removals leave dummies a later add reuses, pop moves a finger,
# copies and the operators build their results in their own orders.
from collections import Counter, deque


def history():
    cdef int i
    s = set()
    for i in range(20):
        s.add(i * 7)
    for i in range(0, 20, 3):
        s.discard(i * 7)
    print(s)
    s.add(21)
    s.add(5)
    print(s)
    print(s.pop(), s.pop(), s)
    s.clear()
    for i in (9, 1, 17, 2):
        s.add(i)
    print(s, s.pop())
    t = set()
    for i in (1, 9, 17):
        t.add(i)
    t.discard(1)
    t.discard(9)
    t.add(25)
    t.add(33)
    print(t)


def operators():
    a = {1, 2, 3, 5}
    b = {1, 9}
    print(a ^ b, a | {100, 4}, a - {3}, a & {5, 3, 40})
    big = set(range(12))
    print(big.copy(), set(big), frozenset(big) - {0})
    print(set(dict.fromkeys([40, 8, 3, 16, 1, 33, 9])))
    print(big.union([40, 8], {1000, 2}), big.intersection([11, 3, 7], {7, 11}))
    print(big.difference({0, 1}, [2]), big.symmetric_difference([64, 1]))
    print(a <= a, a < a, a >= b, a == a)


def in_place():
    s = {1, 2, 3, 7}
    alias = s
    s -= {1}
    s &= {2, 3, 7, 9}
    s ^= {3, 4}
    s |= {16, 8}
    print(alias, s is alias)
    e = set(range(12))
    e.difference_update(range(0, 12, 2))
    e.update([40, 8, 16])
    print(e)
    f = {i for i in range(40, 0, -5)}
    f.intersection_update({5, 10, 15, 20, 25})
    f.symmetric_difference_update([5, 64, 3])
    print(f)


def same_object():
    c = Counter("abracadabra")
    print(sorted((c + c).items()))
    d = deque([1, 2])
    print(d == d)
    print(dict.fromkeys([3.0, 1, 3, 2]))


history()
operators()
in_place()
same_object()
