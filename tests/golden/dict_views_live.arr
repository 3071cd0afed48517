# distutils: language = c++
import copy
from libcpp.vector cimport vector
from collections import OrderedDict, Counter, defaultdict

class P:
    def __init__(self, n):
        self.n = n
    def __repr__(self):
        return f"P({self.n})"

def main():
    cdef dict d = {"x": 1, "y": 2}
    cdef vector[int] v = d.values()
    print(v)
    print(dict(d.items()), dict(zip(d.values(), d.keys())))
    print(list(enumerate(d.items())), sorted(d.items(), key=lambda kv: -kv[1]))
    od = OrderedDict(a=1, b=2)
    print(od.keys(), od.values(), od.items(), type(od.keys()).__name__)
    c = Counter("abca")
    print(c.keys(), sorted(c.items()))
    dd = defaultdict(list)
    dd[1].append(2)
    print(dd.items())
    q = {P(1): P(2)}
    print(q.keys(), q.values(), q.items())
    s = {}
    s["me"] = s.values()
    print(s)
    for k in d:
        d[k] = d[k] * 10
    print(d)
    try:
        for k in d:
            del d[k]
    except RuntimeError as e:
        print("RuntimeError:", e)
    print(d)
    try:
        for k in od:
            od["zz"] = 0
    except RuntimeError as e:
        print("RuntimeError:", e)
    try:
        copy.copy(d.keys())
    except TypeError as e:
        print(e)
    e = {1: [1, 2]}
    print((1, [1, 2]) in e.items(), (1, [1]) in e.items())
    try:
        print(e.items() == {(1, 2)})
    except TypeError as ex:
        print("TypeError:", ex)
    try:
        u = d
        (<object>u).keys(1)
    except TypeError as ex:
        print(ex)
    try:
        d.keys().append(1)
    except AttributeError as ex:
        print(ex)
    try:
        d.values().isdisjoint([])
    except AttributeError as ex:
        print(ex)
    try:
        print(d.keys() < [1])
    except TypeError as ex:
        print(ex)
    print(d.keys() == ["y"], d.keys() != ("y",), d.values() == d.values())
    print(list(reversed({3: 1, 4: 2})), type(reversed({1: 1}.items())).__name__)
    w = {"a": 1}
    it = iter(w.items())
    print(next(it), type(it).__name__)
    print(isinstance(w.keys(), type({}.keys())), w.keys().__class__.__name__)
    lst = [0]
    lst.extend(w.values())
    print(lst, len(w.items()), "a" in w.keys())
    x = w.keys()
    w.clear()
    print(x, bool(x))
main()
