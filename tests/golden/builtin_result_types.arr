# Types Cython gives builtin results, conditional expressions and string equality
cimport cython
import numpy as np
def f3(x, str s, list l, bytes b, double[:] mv, dict d):
    print(cython.typeof(len(x)), cython.typeof(len(s)), cython.typeof(len(l)), cython.typeof(len(mv)), cython.typeof(len(d)))
    print(cython.typeof(ord(s[0])), cython.typeof(ord(s)), cython.typeof(ord(b"a")), cython.typeof(ord("a")), cython.typeof(hash(x)), cython.typeof(isinstance(x, int)))
    print(cython.typeof(callable(x)), cython.typeof(hasattr(x, "a")), cython.typeof(id(x)), cython.typeof(abs(x)), cython.typeof(int(x)), cython.typeof(float(x)))
    print(cython.typeof(bool(x)), cython.typeof(str(x)), cython.typeof(repr(x)), cython.typeof(chr(65)), cython.typeof(sum(l)), cython.typeof(round(2.5)))
    print(cython.typeof(not x), cython.typeof(x in l), cython.typeof(x == 1), cython.typeof(s == "a"), cython.typeof(l[0]), cython.typeof(s[0]), cython.typeof(b[0]))
    n = len(l)
    m = len(l) + 1
    print(cython.typeof(n), cython.typeof(m), n, m)
    q = 1 if x else 2
    w = 1.5 if x else 2
    z = x if x else 2
    print(cython.typeof(q), cython.typeof(w), cython.typeof(z), cython.typeof(1 if x else 2.0))
    return len(l) * 3 // 2
print(f3(3, "abc", [1, 2], b"xy", np.zeros(4), {}))
def f4(x, l):
    print(cython.typeof(list(l)), cython.typeof(tuple(l)), cython.typeof(dict()), cython.typeof(set(l)), cython.typeof(frozenset(l)), cython.typeof(sorted(l)))
    print(cython.typeof(bytes(3)), cython.typeof(hex(5)), cython.typeof(oct(5)), cython.typeof(bin(5)), cython.typeof(format(5)), cython.typeof(ascii(5)))
    print(cython.typeof(bytearray(3)), cython.typeof(min(l)), cython.typeof(reversed(l)), cython.typeof(enumerate(l)), cython.typeof(range(3)), cython.typeof(zip(l)))
    print(cython.typeof(issubclass(int, object)), cython.typeof(pow(x, 2)), cython.typeof(divmod(x, 2)), cython.typeof(type(x)), cython.typeof(iter(l)), cython.typeof(next(iter(l))))
    print(cython.typeof(complex(1, 2)), cython.typeof(slice(3)), cython.typeof(getattr(x, "real")), cython.typeof(max(l)), cython.typeof(any(l)), cython.typeof(all(l)))
    print(cython.typeof(round(x)), cython.typeof(abs(-2)), cython.typeof(abs(2.5)), cython.typeof(ord("ab"[0])), cython.typeof(sum([1.0])), cython.typeof(float(3)))
    a = len(l)
    b = float(x)
    c = isinstance(x, int)
    d = int(x)
    e = str(x)
    g = 1 if x else 2
    print(cython.typeof(a), cython.typeof(b), cython.typeof(c), cython.typeof(d), cython.typeof(e), cython.typeof(g))
f4(3, [1, 2])
def f5(int i, char c, unsigned char u, Py_UCS4 w, long x):
    print(ord(c), ord(u), ord(w), cython.typeof(ord(c)), cython.typeof(ord(w)))
    try:
        print(ord(i))
    except TypeError as e:
        print(e)
    print(float(i), float(x), cython.typeof(float(i)), cython.typeof(float(c)))
    print(cython.typeof(True if x else False), cython.typeof(True if x else 0), cython.typeof(1 if x else 2), cython.typeof(i if x else 2), cython.typeof(c if x else u), cython.typeof(1 if x else 2.0), cython.typeof(x if x else i))
    print(cython.typeof(hash(x)), cython.typeof("a" if x else "b"), cython.typeof(None if x else 1), cython.typeof(1 if x else 2**40))
    print(1 if x else 2, 1.5 if x else 2, i if x else 2.5)
f5(65, 66, 200, 'é', 7)
def f1(int n):
    a = 1
    b = 1
    b += 1
    c = 1
    c = c * 1000
    d = 2.5
    e = n
    g = n + 1
    h = 1
    h = "s"
    k = 0
    for i in range(n):
        k += i
    m = 3
    print(m)
    print(cython.typeof(a), cython.typeof(b), cython.typeof(c), cython.typeof(d), cython.typeof(e), cython.typeof(g), cython.typeof(h), cython.typeof(k), cython.typeof(i), cython.typeof(m))
    p = True
    q = 1 if n else 2
    r = -1
    s = 10 ** 20
    t = 1
    t = 2
    u = len("ab")
    w = n * 2.0
    print(cython.typeof(p), cython.typeof(q), cython.typeof(r), cython.typeof(s), cython.typeof(t), cython.typeof(u), cython.typeof(w))
f1(3)
def f6(int n, long long k, signed char c, x):
    # C shifts in the left operand's type; Cython types the result as the widest.
    print(n << 1, cython.typeof(n << 1), cython.typeof(n << k), cython.typeof(k >> n))
    g = n if x else 2.5
    h = n + 1
    print(g, cython.typeof(g), h, cython.typeof(h), ord(c), n if x else 2.5, [1 if x else 2.0])
    m = len([1, 2, 3])
    total = 0.0
    for i in range(m):
        total += float(i) / m
    print(total, cython.typeof(m), cython.typeof(i), cython.typeof(hash("a")))
    print(float("1e3") + 1, cython.typeof(float("1e3")))
f6(2147483647, 3, -56, 1)
f6(5, 3, 65, 0)
def f7(int n):
    # sizeof gives a size_t
    print(cython.typeof(sizeof(double)), cython.typeof(sizeof(int) * 2), cython.typeof(sizeof(n)), sizeof(double) * n)
f7(3)
