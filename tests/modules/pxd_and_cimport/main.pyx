print("main start")
from geom cimport Point, dist2, Counter, real
import geom
cimport geom as g

cdef Point p = Point(1.0, 2.0)
cdef Point q
q.x = 4.0
q.y = 6.0
cdef real d = dist2(p, q)
print(d)
print(geom.twice(5), g.twice(2), geom.SCALE)
cdef Counter c = Counter()
c.add(2.0)
c.add(4.0)
print(c.count, c.mean())
print(geom.hello("you"))
print(type(c))
cdef g.Point r = g.Point(x=1, y=1)
print(r)
geom.SCALE = 10
print(geom.twice(1))
