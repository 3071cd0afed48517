# A list, set or dict comprehension over a name declared as a builtin or
# extension type checks each item as an assignment does; a generator
# expression (its own frame) does not. A loop, comprehension, enumerate or
# reversed over a None str/bytes/bytearray variable says Cython's
# "'NoneType' is not iterable"; other types keep Python's wording. A
# closure sees its enclosing function's declared types.

cdef class P:
    cdef double x
    def __init__(self, x):
        self.x = x

def comps(xs):
    cdef str s
    cdef list l
    cdef dict d
    cdef P p
    try:
        print([s for s in xs])
    except TypeError as e:
        print("TypeError:", e)
    try:
        print(sorted({len(l) for l in xs}))
    except TypeError as e:
        print("TypeError:", e)
    try:
        print({k: len(d) for k, d in enumerate(xs)})
    except TypeError as e:
        print("TypeError:", e)
    try:
        print({len(d): 1 for d in xs})
    except TypeError as e:
        print("TypeError:", e)
    try:
        print(sum(len(d) for d in xs))
    except TypeError as e:
        print("TypeError:", e)
    try:
        print([p.x for p in xs])
    except TypeError as e:
        print("TypeError:", e)
    # The check runs before the comprehension's own conditions.
    try:
        print([s for s in xs if s])
    except TypeError as e:
        print("TypeError:", e)

comps(["a", "", "b"])
comps([[1], [2, 3]])
comps([{1: 2}, None])
comps([P(1.5), P(2.5)])

def text(str s, bytes b, bytearray ba, list l):
    cdef Py_UCS4 ch
    cdef int n = 0
    try:
        for ch in s:
            n += 1
    except TypeError as e:
        print("for str TypeError:", e)
    try:
        for x in b:
            n += 1
    except TypeError as e:
        print("for bytes TypeError:", e)
    try:
        for x in ba:
            n += 1
    except TypeError as e:
        print("for bytearray TypeError:", e)
    try:
        for x in l:
            n += 1
    except TypeError as e:
        print("for list TypeError:", e)
    try:
        print([c for c in s])
    except TypeError as e:
        print("comprehension TypeError:", e)
    try:
        for i, c in enumerate(s):
            n += i
    except TypeError as e:
        print("enumerate TypeError:", e)
    try:
        for c in reversed(b):
            n += 1
    except TypeError as e:
        print("reversed TypeError:", e)
    try:
        print(list(enumerate(s)))
    except TypeError as e:
        print("list(enumerate) TypeError:", e)
    def inner():
        return [c for c in s]
    try:
        print(inner())
    except TypeError as e:
        print("closure TypeError:", e)
    return n

print(text("héllo", b"ab", bytearray(b"xyz"), [1]))
print(text(None, None, None, None))

# Unpacking loop targets are checked name by name, after the names before.
def unpacked(xs):
    cdef dict d
    cdef P p
    k = -1
    try:
        for k, d in enumerate(xs):
            print(k, len(d))
    except TypeError as e:
        print("TypeError:", e, "at", k)
    try:
        for k, p in zip(range(3), xs):
            print(k, p.x)
    except TypeError as e:
        print("TypeError:", e, "at", k)

unpacked([{1: 2}, {}, "x"])
unpacked([P(0.5), 7])

# reversed() takes sequences only.
for x in [None, 5, 2.5, {1, 2}, iter([1])]:
    try:
        reversed(x)
    except TypeError as e:
        print("TypeError:", e)
print(list(reversed("abc")), list(reversed(range(3))), list(reversed({1: 2, 3: 4})))
