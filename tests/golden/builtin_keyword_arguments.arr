# Keywords naming positional parameters, and keyword-only ones, reach
# each builtin as CPython passes them.
import itertools, heapq, random, math, bisect
from collections import deque
print(max([], default=7), min([3, 1], key=lambda v: -v), min([], key=abs, default=None))
print(int("11", base=2), str(b"hi", encoding="ascii"), str(b"h\xffi", "ascii", errors="replace"))
print(list(itertools.count(start=2, step=3).__next__() for _ in range(2)))
print(list(itertools.repeat("a", times=2)), list(itertools.product([0, 1], repeat=2)))
print(list(itertools.accumulate([1, 2, 3], initial=10)), [k for k, g in itertools.groupby([1, 1, 2], key=lambda v: v)])
print(list(itertools.permutations([1, 2, 3], r=2))[:2], list(itertools.combinations([1, 2, 3], r=2)))
print(list(itertools.combinations_with_replacement([1, 2], r=2)), list(itertools.compress(data=[1, 2, 3], selectors=[1, 0, 1])))
print(deque([1, 2, 3], maxlen=2), heapq.nlargest(2, [1, 5, 3], key=lambda v: -v), heapq.nsmallest(n=1, iterable=[4, 2]))
random.seed(a=5)
print(random.sample([1, 2, 3, 4], k=2), random.choices([1, 2], weights=[0, 1], k=3), random.randint(a=1, b=1))
print(random.gauss(mu=0, sigma=1) < 100, random.uniform(a=1, b=1), random.randrange(start=0, stop=1))
print(math.isclose(1, 1.1, abs_tol=0.2), bisect.bisect([1, 2, 3], 2, lo=0, hi=3), bisect.bisect_left([1, 2, 3], 2, key=None))
print(sorted([1, 3, 2], key=None, reverse=True), round(number=2.5), sum([[1]], start=[]), enumerate([5], start=3).__next__())
print(complex(real=1, imag=2), pow(2, 3), math.prod([2, 3], start=2))
print("a", "b", sep="-", end="!\n", flush=True)
print(list(itertools.zip_longest([1], [2, 3], fillvalue=0)), list(zip([1], [2], strict=True)))
