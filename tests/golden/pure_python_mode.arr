# Cython's pure Python mode: cython.cimports, @cython.cfunc/ccall/nogil/
# exceptval, annotated locals and memoryviews, cython.p_double and
# cython.pointer, cython.cast/address/sizeof, cython.struct, @cython.cclass
# with annotated private attributes and cython.declare(visibility=...),
# and slicing a typed pointer into a list.
import cython
from cython.cimports.libc.math import sqrt
from cython.cimports.libc.stdlib import malloc, free
import numpy as np

@cython.cfunc
@cython.nogil
@cython.exceptval(check=False)
def clip(a: cython.int, lo: cython.int, hi: cython.int) -> cython.int:
    return min(max(a, lo), hi)

@cython.boundscheck(False)
@cython.wraparound(False)
def compute(array_1: cython.int[:, ::1], array_2: cython.int[:, ::1], a: cython.int, b: cython.int, c: cython.int):
    x_max: cython.Py_ssize_t = array_1.shape[0]
    y_max: cython.Py_ssize_t = array_1.shape[1]
    result = np.zeros((x_max, y_max), dtype=np.intc)
    result_view: cython.int[:, ::1] = result
    tmp: cython.int
    x: cython.Py_ssize_t
    y: cython.Py_ssize_t
    for x in range(x_max):
        for y in range(y_max):
            tmp = clip(array_1[x, y], 2, 10)
            tmp = tmp * a + array_2[x, y] * b
            result_view[x, y] = tmp + c
    return result

a1 = np.arange(12, dtype=np.intc).reshape(3, 4)
a2 = np.ones((3, 4), dtype=np.intc)
print(compute(a1, a2, 2, 3, 4))

def great_circle(lon1: cython.double, lat1: cython.double, lon2: cython.double, lat2: cython.double) -> cython.double:
    radius: cython.double = 3956
    x: cython.double = 3.14159265 / 180
    lat1 = (90 - lat1) * x
    lat2 = (90 - lat2) * x
    return radius * sqrt((lat1 - lat2) ** 2 + (lon1 - lon2) ** 2 * x * x)
print(round(great_circle(-72.345, 34.323, -61.823, 54.826), 6))

def random_noise(number: cython.int = 1):
    i: cython.int
    my_array: cython.p_double = cython.cast(cython.p_double, malloc(number * cython.sizeof(cython.double)))
    if not my_array:
        raise MemoryError()
    try:
        for i in range(number):
            my_array[i] = i * 0.5
        return [x for x in my_array[:number]]
    finally:
        free(my_array)
print(random_noise(4))

Grail = cython.struct(age=cython.int, volume=cython.float)
def main():
    grail: Grail = Grail(5, 3.0)
    print(grail.age, grail.volume)
    p: cython.pointer(cython.int)
    v: cython.int = 7
    p = cython.address(v)
    print(p[0])
    t: tuple = (1, 2)
    d: dict = {}
    print(t, d, cython.sizeof(cython.longlong))
main()

@cython.cclass
class Rect:
    x0: cython.int
    y0: cython.int
    x1: cython.int
    y1: cython.int
    def __init__(self, x0: cython.int, y0: cython.int, x1: cython.int, y1: cython.int):
        self.x0 = x0; self.y0 = y0; self.x1 = x1; self.y1 = y1
    @cython.cfunc
    def _area(self) -> cython.int:
        area: cython.int = (self.x1 - self.x0) * (self.y1 - self.y0)
        if area < 0:
            area = -area
        return area
    def area(self):
        return self._area()
r = Rect(0, 0, 3, 4)
print(r.area())
try:
    print(r.x0)
except AttributeError as e:
    print("AttributeError:", e)

@cython.cclass
class Pub:
    n = cython.declare(cython.int, visibility='public')
    m = cython.declare(cython.double, visibility='readonly')
    def __cinit__(self):
        self.n = 3
        self.m = 1.5
q = Pub()
print(q.n, q.m)
q.n = 9
print(q.n)
def null_check():
    p: cython.p_double = cython.NULL
    print(p == cython.NULL, not p)
null_check()
