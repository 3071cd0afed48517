# A local holding a builtin method's result, an item of a typed list or
# tuple, or a loop variable over a typed list has Cython's inferred type.
import cython
def main():
    d = {1: 2}
    k = d.keys()
    v = d.values()
    it = d.items()
    print(cython.typeof(k), cython.typeof(v), cython.typeof(it))
    words = "a b".split()
    for w in words:
        print(cython.typeof(w))
    x = words[0]
    print(cython.typeof(x), cython.typeof(words[0]), cython.typeof(words[0:1]))
    p = "a=b".partition("=")
    print(cython.typeof(p[0]))
    c = d.copy()
    print(cython.typeof(c))
main()
