# Instances of a class with __repr__ inside every container kind print
# through it: defaultdict, OrderedDict, deque, namedtuple neighbours.
from collections import defaultdict, Counter, OrderedDict, deque, namedtuple
import itertools, functools, operator, heapq, bisect

class Node:
    def __init__(self, v):
        self.v = v
    def __repr__(self):
        return f"N{self.v}"

dd = defaultdict(list)
dd['a'].append(Node(1))
print(dd)
print(Counter("abracadabra").most_common(2), OrderedDict([(1, Node(2))]))
dq = deque([Node(3)], maxlen=2)
print(dq)
P = namedtuple("P", "x y")
p = P(1, 2)
print(p, p._replace(x=5), p.x + p.y, P._fields)
print(list(itertools.accumulate([1, 2, 3, 4], operator.mul)), list(itertools.combinations("abc", 2)))
print(functools.reduce(lambda a, b: a * b, range(1, 6)), list(itertools.islice(itertools.count(5, 2), 3)))
h = [5, 1, 4]
heapq.heapify(h)
heapq.heappush(h, 0)
print([heapq.heappop(h) for _ in range(4)], bisect.bisect_left([1, 3, 5], 4))
print(sorted([Node(3), Node(1)], key=lambda n: n.v), max([Node(2), Node(9)], key=operator.attrgetter("v")))
print(list(itertools.product([1, 2], repeat=2)), list(itertools.chain([1], (2, 3))), list(itertools.groupby("aabbc"))[0][0])
@functools.lru_cache(maxsize=None)
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)
print(fib(60), [k for k, g in itertools.groupby("aaabbcaa")])
