# The types Cython infers for tuples: a display of C values is a ctuple
# (nested too), a local assigned one a tuple object, and a local assigned
# a display with an object item a tuple[...] naming each item's type.
import cython
def f():
    return 1
def main():
    s = "x"
    a = (s, [1])
    b = (f(), 2)
    c = (1.5, None)
    e = (s, (1, s))
    g = (1, 2.5)
    h = (True, s)
    print(cython.typeof(a), cython.typeof(b), cython.typeof(c), cython.typeof(e), cython.typeof(g), cython.typeof(h))
    print(cython.typeof(a[0]), cython.typeof(e[1]), a[0])
    t = (1, 2)
    u = (1, "a")
    print(cython.typeof(t), cython.typeof(u), cython.typeof(u.count(1)), u.count(1))
    print(cython.typeof((1, "a")), cython.typeof((1, (2, 3))), cython.typeof((True, 2.5)))
main()
