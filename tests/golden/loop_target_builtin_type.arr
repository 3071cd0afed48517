# A loop variable declared as a builtin Python type takes each item
# through Cython's type check, as an assignment does: an item of another
# type is "Expected str, got int" at the loop, None passes.

def count_strs(xs):
    cdef str s
    n = 0
    for s in xs:
        n += 1
    return n

def last_list(xs):
    cdef list l
    for l in xs:
        pass
    return l

def dicts(xs):
    cdef dict d
    keys = []
    for d in xs:
        if d is not None:
            keys.extend(d)
    return keys

def pairs(xs):
    cdef tuple t
    cdef bytes b
    out = []
    for t in xs:
        out.append(len(t))
    for b in [b"x", b"yz"]:
        out.append(b)
    return out

cdef str g
for g in ["top", "level"]:
    print(g.upper())

for fn, arg in ((count_strs, ["a", "b"]), (count_strs, ["a", 1]), (count_strs, ["a", None]),
                (last_list, [[1], [2, 3]]), (last_list, [[1], (2,)]),
                (dicts, [{"k": 1}, None, {"j": 2}]), (dicts, [{}, 3]),
                (pairs, [(1, 2), ()]), (pairs, [(1,), [2]])):
    try:
        print(fn(arg))
    except TypeError as e:
        print("TypeError:", e)
try:
    for g in ["ok", 5]:
        print(g)
except TypeError as e:
    print("TypeError:", e)
