cdef struct Point:
    double x
    double y

cdef struct Grail:
    int age
    float volume

cdef Point translate(Point p, double dx):
    p.x += dx
    return p

cdef Point a
a.x = 1
a.y = 2.5
cdef Point b = translate(a, 10)
print(a, b)
print(a.x + b.x, b.y)
g = Grail(age=7, volume=1.5)
print(g)
cdef Grail h = Grail(3, 0.1)
print(h.age, h.volume, h)
def as_dict():
    cdef Point p = Point(x=3, y=4)
    return p
print(as_dict())
