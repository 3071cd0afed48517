# cython: language_level=3
cpdef double scale(double x, double factor=2.0, bint neg=False):
    return -x * factor if neg else x * factor
def varargs(a, *args, b=3, **kw):
    return a, args, b, sorted(kw.items())
print(scale(3), scale(3, 4), scale(3, neg=True), scale(x=1, factor=5))
print(varargs(1), varargs(1, 2, 3, b=4, z=5, y=6))
lst = [1, 2, 3]
print(*lst, sep=", ", end=";\n")
d = {"factor": 10.0}
print(scale(2, **d), varargs(*lst, **{"q": 1}))
def make_adder(int n):
    def add(int x):
        return x + n
    return add
adders = [make_adder(i) for i in range(3)]
print([f(10) for f in adders])
fns = [lambda x, i=i: x * i for i in range(4)]
print([f(2) for f in fns])
def counter():
    cdef int c = 0
    def inc():
        nonlocal c
        c += 1
        return c
    return inc
inc = counter()
inc(); inc()
print(inc())
def fib_gen(int n):
    cdef int a = 0, b = 1, i
    for i in range(n):
        yield a
        a, b = b, a + b
print(list(fib_gen(10)), sum(fib_gen(20)))
def pipeline(data):
    evens = (x for x in data if x % 2 == 0)
    squares = (x * x for x in evens)
    return list(squares)
print(pipeline(range(10)))
g = (i for i in range(3))
print(next(g), list(g), next(g, "done"))
def kwonly(a, *, b, c=1):
    return a + b + c
print(kwonly(1, b=2), kwonly(1, c=5, b=2))
try:
    kwonly(1, 2)
except TypeError as e:
    print(e)
print(sorted({3: "c", 1: "a"}.items()), dict(zip("ab", [1, 2])), {**d, "x": 1})
first, *rest = [1, 2, 3, 4]
*init, last = "abc"
print(first, rest, init, last)
a, (b, c) = 1, (2, 3)
print(a + b + c)
