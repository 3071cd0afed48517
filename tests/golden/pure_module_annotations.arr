# Module-level annotations leave Python objects (only cython.declare makes
# a C global there); a Python class body may hold annotated attributes.
import cython
x: cython.int = 5
y = cython.declare(cython.int, 7)
z: cython.double
z = 2.5
print(cython.typeof(x), cython.typeof(y), cython.typeof(z))
x = 2**40
print(x)
def f():
    a: cython.int = 3
    return cython.typeof(a)
print(f())
class K:
    q: cython.int = 4
print(K.q, cython.typeof(K.q))
