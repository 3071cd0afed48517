# heapq and bisect: CPython's sift order (the heap list prints the same), nsmallest/nlargest
# as sorted()[:n], key= searches and insertions, and their argument errors.
from heapq import heappush, heappop, heapify, heapreplace, heappushpop, nsmallest, nlargest
from bisect import bisect_left, bisect_right, insort, insort_left, bisect
import heapq

h = [9, 4, 7, 1, 8, 2, 6, 3, 5, 0]
heapify(h)
print(h)
heappush(h, -1)
print(h)
print([heappop(h) for _ in range(4)], h)
print(heapreplace(h, 10), h)
print(heappushpop(h, 0), heappushpop(h, 7), h)
print(nsmallest(3, [5, 1, 4, 1, 5, 9, 2, 6]), nlargest(3, "hello world"))
print(nlargest(2, [("a", 3), ("b", 1), ("c", 3)], key=lambda p: p[1]))
print(nsmallest(0, [1, 2]), nsmallest(10, (3, 1, 2)))
try:
    heappop([])
except IndexError as e:
    print("IndexError:", e)
try:
    heappush((1, 2), 3)
except TypeError as e:
    print("TypeError:", e)

def dijkstra(graph, src):
    dist = {src: 0}
    pq = [(0, src)]
    while pq:
        d, u = heappop(pq)
        if d > dist.get(u, float("inf")):
            continue
        for v, w in graph[u]:
            nd = d + w
            if nd < dist.get(v, float("inf")):
                dist[v] = nd
                heappush(pq, (nd, v))
    return dist
g = {"a": [("b", 4), ("c", 1)], "b": [("d", 1)], "c": [("b", 2), ("d", 5)], "d": []}
print(sorted(dijkstra(g, "a").items()))

xs = [10, 20, 20, 30]
print(bisect_left(xs, 20), bisect_right(xs, 20), bisect(xs, 25), bisect_left(xs, 20, 2), bisect_right(xs, 20, 0, 2))
insort(xs, 20); insort_left(xs, 5); insort(xs, 40)
print(xs)
recs = [("ann", 25), ("bob", 31), ("cy", 47)]
print(bisect_left(recs, 31, key=lambda r: r[1]))
insort(recs, ("dee", 35), key=lambda r: r[1])
print(recs)
grades = "FDCBA"
print([grades[bisect([60, 70, 80, 90], s)] for s in [33, 99, 77, 70, 89, 90, 100]])
try:
    bisect_left(xs, 3, -1)
except ValueError as e:
    print("ValueError:", e)
print(bisect_left((1, 3, 5), 4), heapq.nlargest(1, [3, 8, 2]))
try:
    heapify((1,))
except TypeError as e:
    print("TypeError:", e)
try:
    heappop(None)
except TypeError as e:
    print("TypeError:", e)
