# Generators as Cython documentation and driver code use them: __iter__ as
# a generator (recursive tree walk with yield from), recursive permutations,
# closures, typed locals and memoryview arguments in generator bodies,
# a generator method of a class, coroutine-style send.
import numpy as np
class Tree:
    def __init__(self, value, left=None, right=None):
        self.value = value
        self.left = left
        self.right = right

    def __iter__(self):
        if self.left is not None:
            yield from self.left
        yield self.value
        if self.right is not None:
            yield from self.right

t = Tree(4, Tree(2, Tree(1), Tree(3)), Tree(6, Tree(5), Tree(7)))
print(list(t))
print([x * 2 for x in t])
print(max(t), min(t), sum(t))

def gen_exc():
    yield 1
    raise ValueError("boom")

try:
    for v in gen_exc():
        print("v", v)
except ValueError as e:
    print("caught", e)

def catcher():
    while True:
        try:
            x = yield
            print("received", x)
        except KeyError as e:
            print("handled KeyError", e)
            yield "recovered"

c = catcher()
next(c)
c.send(1)
print(c.throw(KeyError("k")))
next(c)
c.send(2)
c.close()

def with_finally():
    try:
        yield "a"
        yield "b"
    finally:
        print("finally ran")

w = with_finally()
print(next(w))
w.close()
print("closed")

def stop_early():
    yield 1
    return 42

def outer():
    r = yield from stop_early()
    print("inner returned", r)
    yield r

print(list(outer()))

g = stop_early()
print(next(g))
try:
    next(g)
except StopIteration as e:
    print("stop", e.args)

def counter(start):
    n = start
    while True:
        yield n
        n += 1

for i, v in zip(range(3), counter(10)):
    print(i, v)
for i, v in enumerate(counter(100)):
    if i == 2:
        break
    print(i, v)
sq = map(lambda x: x * x, counter(1))
print(next(sq), next(sq), next(sq))
ev = filter(lambda x: x % 2 == 0, counter(1))
print(next(ev), next(ev))

a, b, c2 = (x for x in range(3))
print(a, b, c2)
def three():
    yield 1
    yield 2
    yield 3
p, q, r = three()
print(p, q, r)
print(3 in three(), 5 in three())
print(", ".join(str(x) for x in three()))
print(", ".join(map(str, three())))
print(sorted(three(), reverse=True))
print(tuple(three()), set(three()))
print(dict(zip(three(), "abc")))
print(any(x > 2 for x in three()), all(x > 2 for x in three()))
print(type(three()))
g3 = three()
print(next(g3, None), next(g3, None), next(g3, None), next(g3, None))
def nested():
    for i in range(3):
        for j in range(i):
            yield (i, j)
print(list(nested()))
def fib_n(int n):
    cdef long a = 0, b = 1
    cdef int i
    for i in range(n):
        yield a
        a, b = b, a + b
print(list(fib_n(10)))
def primes():
    cdef int n = 2
    found = []
    while True:
        for p in found:
            if n % p == 0:
                break
        else:
            found.append(n)
            yield n
        n += 1
ps = primes()
print([next(ps) for _ in range(10)])

def permutations(items):
    if len(items) <= 1:
        yield list(items)
        return
    for i in range(len(items)):
        rest = items[:i] + items[i + 1:]
        for p in permutations(rest):
            yield [items[i]] + p

for p in permutations([1, 2, 3]):
    print(p)

def make_counter(step):
    def gen(n):
        cdef int i
        for i in range(0, n, step):
            yield i
    return gen

c3 = make_counter(3)
print(list(c3(10)))

class Matrix:
    def __init__(self, rows):
        self.rows = rows
    def cells(self):
        for r, row in enumerate(self.rows):
            for c, v in enumerate(row):
                yield r, c, v
m = Matrix([[1, 2], [3, 4]])
for r, c, v in m.cells():
    print(r, c, v)

def chunks(double[:] a, int size):
    cdef Py_ssize_t i
    for i in range(0, a.shape[0], size):
        yield np.asarray(a[i:i + size]).sum()

arr = np.arange(10, dtype=np.float64)
print(list(chunks(arr, 3)))

def search(xs, target):
    for i, x in enumerate(xs):
        if x == target:
            yield i
            return
    yield -1

print(list(search([5, 6, 7], 6)), list(search([5, 6, 7], 9)))

class Resource:
    def __init__(self, name):
        self.name = name
    def __enter__(self):
        print("open", self.name)
        return self
    def __exit__(self, t, v, tb):
        print("close", self.name)
        return False

def reader():
    with Resource("r1") as r:
        yield r.name + ":1"
        yield r.name + ":2"
    print("after with")

for line in reader():
    print(line)

def while_else(n):
    i = 0
    while i < n:
        yield i
        i += 1
    else:
        yield "done"

print(list(while_else(2)))

def for_else(xs):
    for x in xs:
        yield x
    else:
        yield "end"
print(list(for_else("ab")))

g = for_else([1])
print(list(g), list(g))

def defaults(a, b=10, *args, **kw):
    yield a + b
    for x in args:
        yield x
    for k in sorted(kw):
        yield k, kw[k]
print(list(defaults(1)), list(defaults(1, 2, 3, 4, z=5, y=6)))

def bad():
    yield 1
    x = 1 / 0
    yield 2

g = bad()
print(next(g))
try:
    next(g)
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e)
print(list(g))

def raises_stop():
    yield 1
    raise StopIteration
try:
    print(list(raises_stop()))
except RuntimeError as e:
    print("RuntimeError:", e)

def gen_in_gen():
    yield [x * x for x in range(3)]
    yield sum(x for x in range(4))
print(list(gen_in_gen()))

def pipeline():
    nums = (i for i in range(10))
    evens = (n for n in nums if n % 2 == 0)
    yield from (e * 10 for e in evens)
print(list(pipeline()))

def running_mean():
    cdef double total = 0.0
    cdef int count = 0
    value = yield
    while True:
        total += value
        count += 1
        value = yield total / count

rm = running_mean()
next(rm)
for v in [10, 20, 30, 40]:
    print(rm.send(v))
