# Cython's names for lambdas (lambda, lambda1, ... in source order), the
# qualnames of nested definitions, and the messages of functions of no
# parameters, of set.pop / dict.popitem on empties and of 0 ** -n.
def outer():
    h = lambda a, b=2: a + b
    return h
sq = lambda x: x * x
h = outer()
print(sq.__name__, sq.__qualname__, h.__name__, h.__qualname__)
class K:
    m = lambda self: 1
print(K.m.__name__, K.m.__qualname__)
key = sorted([3, 1, 2], key=lambda v: -v)
print(key)
try:
    h()
except TypeError as e:
    print(e)
try:
    sq(1, 2, 3)
except TypeError as e:
    print(e)
try:
    sq(y=1)
except TypeError as e:
    print(e)
def noarg():
    return 1
try:
    noarg(5)
except TypeError as e:
    print(e)
nest = lambda: (lambda q: q)
print(nest.__name__, nest().__name__)
print([f.__name__ for f in [lambda: 0, lambda: 1]])
class A:
    def m(self):
        return 1
    @staticmethod
    def s():
        return 2
    @classmethod
    def c(cls):
        return 3
cdef class B:
    def m(self):
        return 1
    cpdef int n(self):
        return 2
def outer():
    def inner():
        return 0
    return inner
for f in [lambda: A().m(1), lambda: A.s(1), lambda: A.c(1), lambda: B().m(1), lambda: outer()(1), lambda: A.m()]:
    try:
        f()
    except TypeError as e:
        print(e)
print(outer().__qualname__, outer().__name__)
def kwo(*, a=1):
    return a
def star(*args):
    return args
for f in [lambda: noarg(x=1), lambda: noarg(1, 2), lambda: kwo(1), lambda: kwo(b=2), lambda: star(b=2)]:
    try:
        f()
    except TypeError as e:
        print(e)
s = set()
try:
    s.pop()
except KeyError as e:
    print(e, e.args)
try:
    {}.popitem()
except KeyError as e:
    print(e)
x = 0
for p in [-2, -1]:
    try:
        print(x ** p)
    except ZeroDivisionError as e:
        print(e)
try:
    print(pow(x, -1))
except ZeroDivisionError as e:
    print(e)
print(2 ** -2, x ** 0)
