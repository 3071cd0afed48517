# Pure Python mode structs and declarations: a cython.struct as parameter
# and local annotations (built by keyword and by position), a bint
# annotation, and cython.declare(i=cython.int, total=cython.long).
import cython
Point = cython.struct(x=cython.double, y=cython.double)
def dist2(p: Point, q: Point) -> cython.double:
    return (p.x - q.x) ** 2 + (p.y - q.y) ** 2
def main():
    a: Point = Point(x=0.0, y=0.0)
    b: Point = Point(3.0, 4.0)
    flag: cython.bint = dist2(a, b) > 10
    print(dist2(a, b), flag, cython.typeof(flag), cython.typeof(a))
    cython.declare(i=cython.int, total=cython.long)
    total = 0
    for i in range(5):
        total += i
    print(total, cython.typeof(i), cython.typeof(total))
main()
