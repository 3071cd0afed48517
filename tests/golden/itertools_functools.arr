# itertools and functools: the lazy iterators over endless inputs (count,
# cycle, repeat) cut by islice/takewhile/zip, the combinatoric ones in
# Python's order, groupby, accumulate; reduce, partial, and the cache and
# lru_cache decorators making exponential recursions linear.
import itertools
from itertools import count, islice, chain, product, permutations, combinations, groupby, accumulate, cycle, repeat, takewhile, dropwhile, zip_longest, starmap, combinations_with_replacement, compress, pairwise, filterfalse
from functools import reduce, partial, lru_cache, cache
import functools

print(list(islice(count(), 5)))
print(list(islice(count(10, 2), 3)))
print(list(islice(count(0.5, 0.25), 3)))
print(list(islice(range(20), 2, 12, 3)))
print(list(islice("abcdefg", 3, None)))
print(list(chain([1, 2], "ab", range(2))))
print(list(itertools.chain.from_iterable([[1], [2, 3]])) if hasattr(itertools.chain, "from_iterable") else "no")
print(list(product("ab", repeat=2)))
print(list(product([1, 2], [3, 4], [5])))
print(list(permutations([1, 2, 3])))
print(list(permutations("abcd", 2)))
print(list(combinations(range(5), 3)))
print(list(combinations_with_replacement("abc", 2)))
for k, g in groupby("aaabbcdd"):
    print(k, list(g))
for k, g in groupby([1, 3, 2, 4, 5], key=lambda x: x % 2):
    print(k, list(g))
print(list(accumulate([1, 2, 3, 4])))
print(list(accumulate([1, 2, 3, 4], lambda a, b: a * b)))
print(list(accumulate([1, 2, 3], initial=100)))
print(list(islice(cycle("xy"), 5)))
print(list(repeat(7, 3)))
print(list(zip(range(3), repeat("z"))))
print(list(takewhile(lambda x: x < 3, count())))
print(list(dropwhile(lambda x: x < 3, range(6))))
print(list(filterfalse(lambda x: x % 2, range(6))))
print(list(zip_longest("abc", [1], fillvalue="-")))
print(list(starmap(pow, [(2, 3), (3, 2)])))
print(list(compress("abcdef", [1, 0, 1, 0, 1, 1])))
print(list(pairwise([1, 2, 3, 4])))
print(reduce(lambda a, b: a + b, [1, 2, 3, 4]))
print(reduce(lambda a, b: a * b, range(1, 6), 10))
add3 = partial(lambda a, b, c: a + b + c, 1, 2)
print(add3(3), add3(c=10))
def power(base, exp):
    return base ** exp
square = partial(power, exp=2)
print(square(5), list(map(square, range(4))))

@lru_cache(maxsize=None)
def fib(n):
    if n < 2:
        return n
    return fib(n - 1) + fib(n - 2)
print(fib(80))

@cache
def ways(n):
    if n <= 1:
        return 1
    return ways(n - 1) + ways(n - 2)
print(ways(60))

@functools.lru_cache
def sq(n):
    print("computing", n)
    return n * n
print(sq(4), sq(4), sq(5))
print(sum(1 for _ in combinations(range(10), 4)))
def gen():
    yield from range(3)
print(list(chain(gen(), gen())))
print(next(islice(count(), 1000000, None)))
try:
    reduce(lambda a, b: a, [])
except TypeError as e:
    print(e)
try:
    islice(range(3), -1)
except ValueError as e:
    print(e)
