import cython

@cython.cfunc
@cython.returns(cython.double)
@cython.locals(x=cython.double, n=cython.int)
def poly(x, n):
    s: cython.double = 0
    i: cython.int
    for i in range(n):
        s += x ** i
    return s

@cython.ccall
def area(w: cython.double, h: cython.double) -> cython.double:
    return w * h

@cython.cclass
class Counter:
    count: cython.int
    step = cython.declare(cython.int, visibility="public")
    def __init__(self, step: cython.int):
        self.count = 0
        self.step = step
    @cython.ccall
    def bump(self) -> cython.int:
        self.count += self.step
        return self.count

def main():
    x: cython.double = 0.5
    arr = cython.declare(cython.int[5])
    k: cython.Py_ssize_t
    for k in range(5):
        arr[k] = k * k
    print(poly(x, 4), area(2, 3.5), [arr[k] for k in range(5)])
    c = Counter(3)
    c.bump(); c.bump()
    print(c.bump(), c.step, cython.typeof(x), cython.typeof(k), cython.sizeof(cython.long))
    v = cython.declare(cython.double[:], None)
    print(v is None, cython.cast(cython.int, 3.9), cython.cast(cython.double, 7) / 2)
    i: cython.int = 2**31 - 1
    i += 1
    print(i)
    with cython.boundscheck(False):
        print(arr[4])
main()
