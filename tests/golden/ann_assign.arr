import cython
def f(a: cython.int, b: cython.double) -> cython.double:
    x: cython.int = a * 2
    return x * b
print(f(3, 1.5))
def g():
    y: cython.double = 2.5
    z: cython.int = 7
    return y * z, z / 2, cython.typeof(z), cython.typeof(y)
print(g())
