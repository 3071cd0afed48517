# Deleting from a dict leaves the rest in insertion order; a key put back
# goes to the end; iteration, popitem, OrderedDict and lru_cache see the
# same order after many deletions (enough to close the holes left behind).
from collections import OrderedDict
from functools import lru_cache

def check_big():
    cdef int i
    d = {}
    for i in range(5000):
        d[i] = i * 3
    for i in range(0, 5000, 2):
        del d[i]
    for i in range(1, 2500, 2):
        d.pop(i)
    print(len(d), sum(d), sum(d.values()))
    keys = list(d)
    print(keys[:4], keys[-4:])
    print(keys == sorted(keys))
    d[0] = "back"
    d[2501] = "again"
    print(list(d.items())[-3:])
    print(d.popitem(), d.popitem(), len(d))
    print(next(iter(d)), next(reversed(d)))

def check_small():
    d = dict(a=1, b=2, c=3, d=4)
    del d["b"]
    d["b"] = 5
    print(d)
    print(list(d.keys()), list(d.values()))
    del d["a"]
    del d["c"]
    print(d, len(d), "a" in d, "d" in d)
    try:
        del d["zz"]
    except KeyError as e:
        print("KeyError", e)
    d.clear()
    d["x"] = 1
    print(d)

def check_iteration_errors():
    d = {i: i for i in range(10)}
    try:
        for k in d:
            del d[k]
    except RuntimeError as e:
        print("RuntimeError:", e)
    print(len(d), list(d)[:3])
    it = iter(d)
    print(next(it))
    del d[5]
    try:
        next(it)
    except RuntimeError as e:
        print("RuntimeError:", e)

def check_fifo():
    cdef int i
    q = {}
    for i in range(3000):
        q[i] = i
        if len(q) > 100:
            del q[next(iter(q))]
    print(len(q), next(iter(q)), list(q)[-1])
    o = OrderedDict()
    for i in range(3000):
        o[i] = i
        if len(o) > 50:
            o.popitem(last=False)
    o.move_to_end(2960)
    o.move_to_end(2999, last=False)
    print(len(o), list(o)[:3], list(o)[-3:])

@lru_cache(maxsize=64)
def sq(n):
    return n * n

def check_lru():
    cdef int i
    cdef long total = 0
    for i in range(2000):
        total += sq(i % 100)
    print(total, sq.cache_info())

check_big()
check_small()
check_iteration_errors()
check_fifo()
check_lru()
