# sum, any and all over generator expressions (run as one loop, any/all
# stopping at the deciding item, big-int and float totals, nested for
# clauses, user __add__/__radd__) and sum over lists with a start.
def f(xs):
    print(sum(x * 2 for x in xs), sum(x for x in xs if x % 2), sum(0.5 * x for x in xs))
    print(any(x > 2 for x in xs), all(x > 0 for x in xs), any(x > 99 for x in xs), all(x > 1 for x in xs))
    print(sum(i * j for i in range(4) for j in range(i)), sum(x for x in []))
    print(sum(2 ** 62 for _ in range(4)), any(x for x in []), all(x for x in []))
    def noisy(v):
        print("checking", v)
        return v > 1
    print(any(noisy(x) for x in xs))
    print(all(noisy(x) for x in xs))
    print(sum([x for x in xs]), sum(xs, 10), sum(range(5)), sum([0.1] * 3))
f([1, 2, 3, 4])
try:
    sum(x for x in ["a", "b"])
except TypeError as e:
    print("TypeError:", e)
class V:
    def __init__(self, v): self.v = v
    def __radd__(self, other): return V(other + self.v)
    def __add__(self, other): return V(self.v + (other.v if isinstance(other, V) else other))
print(sum(V(i) for i in range(4)).v)
