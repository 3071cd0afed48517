# Pure Python mode: @cython.locals/@cython.returns, annotated functions,
# a cclass with a ccall method, cython.declare, cython.compiled and
# @cython.exceptval(-1, check=True).
# pure Python mode
import cython

@cython.cfunc
@cython.returns(cython.double)
@cython.locals(x=cython.double)
def f(x):
    return x * x - x

@cython.ccall
def integrate(a: cython.double, b: cython.double, N: cython.int) -> cython.double:
    i: cython.int
    s: cython.double = 0
    dx: cython.double = (b - a) / N
    for i in range(N):
        s += f(a + i * dx)
    return s * dx

print(integrate(0.0, 2.0, 1000))

@cython.cclass
class Point:
    x: cython.double
    y: cython.double
    def __init__(self, x, y):
        self.x = x
        self.y = y
    @cython.ccall
    def norm2(self) -> cython.double:
        return self.x * self.x + self.y * self.y

p = Point(3, 4)
print(p.norm2())
n = cython.declare(cython.int, 5)
print(n, cython.typeof(n), cython.compiled)

@cython.exceptval(-1, check=True)
@cython.cfunc
def checked(x: cython.int) -> cython.int:
    if x < 0:
        raise ValueError("negative")
    return x * 2
try:
    print(checked(3)); checked(-1)
except ValueError as e:
    print("VE", e)
