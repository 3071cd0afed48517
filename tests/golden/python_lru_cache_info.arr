from functools import lru_cache, cache

calls = []

@lru_cache(maxsize=3)
def slow_square(n):
    calls.append(n)
    return n * n

for v in [1, 2, 3, 1, 4, 2, 5, 1, 1]:
    slow_square(v)
print(calls)
print(slow_square.cache_info())
info = slow_square.cache_info()
print(info.hits, info.misses, info.maxsize, info.currsize, info[0])
slow_square.cache_clear()
print(slow_square.cache_info())
print(slow_square.__wrapped__(7), slow_square.cache_info().currsize)

@lru_cache
def binom(int n, int k):
    if k == 0 or k == n:
        return 1
    return binom(n - 1, k - 1) + binom(n - 1, k)
print(binom(30, 15), binom.cache_info())

@cache
def ways(n):
    return 1 if n <= 1 else ways(n - 1) + ways(n - 2)
print(ways(80), ways.cache_info())

@lru_cache(maxsize=0)
def none_kept(x):
    return x + 1
print(none_kept(1), none_kept(1), none_kept.cache_info())

@lru_cache(None)
def path(a, b=0):
    return a * 10 + b
print(path(1), path(1, b=2), path(1, b=2), path.cache_info())
try:
    path([1])
except TypeError as e:
    print("TypeError:", e)
