import cython
def main():
    d = {"a": 1, "b": 2, "c": 3}
    k = d.keys()
    v = d.values()
    it = d.items()
    print(k, v, it)
    print(repr(k), str(v))
    print(type(k).__name__, type(v).__name__, type(it).__name__)
    print(len(k), len(v), len(it), bool(k))
    d["z"] = 26
    print(k, len(k))
    del d["a"]
    print(list(k), list(v), list(it))
    print("b" in k, "q" in k, 2 in v, 99 in v, ("b", 2) in it, ("b", 3) in it, "b" in it)
    print(k & {"b", "x"}, sorted(k | {"x"}), sorted(k - {"b"}), sorted(k ^ {"b", "y"}))
    print(sorted({"b", "q"} & k), sorted(["c", "w"] | k))
    print(k == {"b", "c", "z"}, k == {"b"}, k != {"b"}, k <= {"b", "c", "z", "w"}, k < {"b", "c", "z"})
    print(it == {("b", 2), ("c", 3), ("z", 26)}, sorted(it & {("b", 2)}))
    print(k.isdisjoint({"q"}), k.isdisjoint(["b"]), it.isdisjoint([("c", 3)]))
    print(list(reversed(k)), list(reversed(v)), list(reversed(it)))
    print(type(iter(k)).__name__, type(iter(v)).__name__, type(iter(it)).__name__)
    print(v == v, v == d.values(), k == d.keys(), it == d.items())
    print(sorted(k), sorted(v), tuple(it), set(k) == {"b", "c", "z"})
    e = {}
    print(e.keys(), e.values(), e.items(), bool(e.keys()))
    try:
        k[0]
    except TypeError as ex:
        print(ex)
    try:
        v | {1}
    except TypeError as ex:
        print(ex)
    try:
        hash(k)
    except TypeError as ex:
        print(ex)
    try:
        it | [[1]]
    except TypeError as ex:
        print("unhashable", ex)
    print(len(it | {1: 2}.items()))
    for key in k:
        print(key, end=" ")
    print()
    for key, val in it:
        print(key, val, end="; ")
    print()
    print(max(v), sum(v), min(k), any(v), ", ".join(k))
    n = {1: "x", 2: "y"}
    print(n.keys() & range(2), n.items() - {(1, "x")})
    print(k.mapping if False else "", "b" not in k)
    try:
        for key in d.keys():
            d[key + "!"] = 0
    except RuntimeError as ex:
        print(ex)
main()
