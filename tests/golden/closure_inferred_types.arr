# Cython infers the type of a variable a nested function or lambda
# captures, as it does for any other local, unless a nested function
# assigns it (`nonlocal`): a captured float is a C double, so `x // 0`
# raises Cython's own "float division".
cimport cython
import numpy as np

def check(f):
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__ + ":", e)

def floats():
    x = 0.5
    y = 0.5
    f = lambda: x
    print(cython.typeof(x), cython.typeof(y), f())
    check(lambda: x // 0)
    check(lambda: x % 0)

def assigned_inside():
    x = 0.5
    def g():
        nonlocal x
        x = "s"
    g()
    print(cython.typeof(x), x)

def counters():
    n = 0
    for i in range(10):
        n += i
    f = lambda: n * 2
    print(cython.typeof(n), cython.typeof(i), f())
    k = 2 ** 62
    g = lambda: k * 4
    print(cython.typeof(k), g())

def objects():
    s = "abc"
    p = (1, 2)
    f = lambda: (s, p)
    print(cython.typeof(s), cython.typeof(p), f())

def total(double[:] xs):
    acc = 0.0
    def add(double v):
        return acc + v
    for k in range(xs.shape[0]):
        acc = add(xs[k])
    return acc, cython.typeof(acc)

floats()
assigned_inside()
counters()
objects()
print(total(np.arange(5.0)))
