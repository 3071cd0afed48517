# collections.deque (both ends, maxlen dropping from the other end, rotate,
# remove/index/insert, a BFS queue) and collections.namedtuple (positional
# and keyword construction, defaults, indexing, unpacking, comparison and
# sorting as tuples, _asdict, _replace, _fields, Cython's argument errors).
from collections import deque
d = deque([1, 2, 3])
d.append(4)
d.appendleft(0)
print(d, len(d), d[0], d[-1])
print(d.pop(), d.popleft(), d)
d.extend([5, 6])
d.extendleft([-1, -2])
print(d)
d.rotate(2)
print(d)
d.rotate(-3)
print(d)
last = deque(maxlen=3)
for i in range(6):
    last.append(i)
print(last, last.maxlen, list(last))
print(3 in last, 9 in last, last.count(4), last.index(5))
last.remove(4)
print(last)
q = deque()
q.append("a")
q.append("b")
while q:
    print("processing", q.popleft())
try:
    q.pop()
except IndexError as e:
    print("IndexError:", e)
r = deque("abc")
r.reverse()
print(r, deque(range(3)) == deque([0, 1, 2]), r.copy())
r.insert(1, "z")
r[0] = "first"
print(r, sorted(deque([3, 1, 2])), sum(deque([1, 2, 3])))
def bfs(graph, start):
    seen = {start}
    order = []
    todo = deque([start])
    while todo:
        n = todo.popleft()
        order.append(n)
        for m in graph[n]:
            if m not in seen:
                seen.add(m)
                todo.append(m)
    return order
print(bfs({1: [2, 3], 2: [4], 3: [4], 4: []}, 1))
print(deque([], maxlen=0), deque([1, 2], 5))
for x in deque([7, 8]):
    print(x)
from collections import namedtuple
Point = namedtuple("Point", ["x", "y"])
p = Point(1, 2)
q = Point(y=5, x=3)
print(p, q, p.x + q.y)
print(p[0], p[-1], p[:1], len(p), list(p), tuple(q))
x, y = q
print(x, y)
print(p == (1, 2), p == Point(1, 2), p != q, p < q)
print(p._asdict())
r = p._replace(y=10)
print(r, p)
print(Point._fields)
Color = namedtuple("Color", "red green blue")
c = Color(255, 128, 0)
print(c, c.green, sum(c), max(c))
pts = [Point(3, 1), Point(1, 2), Point(2, 0)]
print(sorted(pts))
print(sorted(pts, key=lambda t: t.y))
Emp = namedtuple("Emp", "name, dept, salary", defaults=[0])
e = Emp("ann", "eng")
print(e, e.salary)
try:
    Point(1)
except TypeError as err:
    print("TypeError:", err)
try:
    Point(1, 2, 3)
except TypeError as err:
    print("TypeError:", err)
print(type(p).__name__, isinstance(p, Point))
for name, value in zip(Point._fields, p):
    print(name, value)
print("%d,%d" % tuple(p))
print(repr(p), str(p))
print([pt.x * 2 for pt in pts])
