import cython

def f(int n):
    v: cython.double[:] = cython.declare(cython.double[:], None)
    w: cython.int = cython.declare(cython.int, 5)
    t: cython.long = cython.declare(cython.long)
    t = n * w
    print(v is None, w, t, cython.typeof(w), cython.typeof(v))

f(3)
m: cython.int = cython.declare(cython.int, 7)
print(m + 1, cython.typeof(m))
