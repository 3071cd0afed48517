# Generators: yield in loops, branches, try/finally and with blocks; yield
# from with return values; send, throw and close; infinite generators under
# zip, enumerate, map and filter; generators unpacked, searched with 'in'
# and consumed by list/sum/sorted/join; StopIteration inside a generator.
def count(n):
    print("start")
    i = 0
    while i < n:
        yield i
        print("after", i)
        i += 1
    print("end")

for x in count(3):
    print("got", x)

def fib():
    a, b = 0, 1
    while True:
        yield a
        a, b = b, a + b

cdef int k = 0
for v in fib():
    if v > 100:
        break
    k += 1
    print(v, end=" ")
print()
print(k)

def evens(xs):
    for x in xs:
        if x % 2 == 0:
            yield x * 10
        else:
            continue

for e in evens([1, 2, 3, 4]):
    print(e)

def chain(a, b):
    yield from a
    r = yield from b
    print("r", r)

for c in chain([1, 2], range(3)):
    print(c)

def acc():
    total = 0
    while True:
        x = yield total
        if x is None:
            break
        total += x

g = acc()
print(next(g))
print(g.send(5))
print(g.send(7))
def tr():
    try:
        yield 1
        yield 2
    finally:
        print("cleanup")
for t in tr():
    print(t)
def rng(n):
    cdef int i
    for i in range(n):
        yield i * i
print(list(rng(5)))
print(sum(rng(5)))
