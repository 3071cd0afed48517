# Builtins that order values (max, min, heapq, sorted) use a user class's __lt__, reflected
# for > as Python does.
import heapq, bisect
class Task:
    def __init__(self, pri, name):
        self.pri = pri
        self.name = name
    def __lt__(self, other):
        return self.pri < other.pri
    def __repr__(self):
        return f"Task({self.pri}, {self.name!r})"
h = []
for p, n in [(3, "c"), (1, "a"), (2, "b"), (5, "e")]:
    heapq.heappush(h, Task(p, n))
print(heapq.heappop(h), heapq.nsmallest(2, h), heapq.nlargest(1, h))
pq = [(2, "x"), (1, "y")]
heapq.heapify(pq)
print(pq[0], max(Task(1, "q"), Task(4, "r")), min([Task(9, "z"), Task(0, "w")]))
xs = [1, 3, 5, 7]
bisect.insort(xs, 4)
print(xs, bisect.bisect_left(xs, 5), bisect.bisect_right(xs, 5))
print(sorted([Task(2, "m"), Task(1, "n")], reverse=True))
