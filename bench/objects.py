# Python-object loops: untyped code as a Python or Cython user writes it
# around the typed kernels (calls, instances, dicts, sets, tuples, sorting,
# f-strings, math). The same source runs under CPython and arr
# (bench/objects.arr is a copy), so the figures compare like with like.
import math
import time


def calls(n):
    def add(a, b):
        return a + b
    s = 0
    for i in range(n):
        s = add(s, i)
    return s


class Point:
    def __init__(self, x, y):
        self.x = x
        self.y = y

    def norm2(self):
        return self.x * self.x + self.y * self.y


def instances(n):
    s = 0.0
    for i in range(n):
        p = Point(i, i + 1.0)
        s += p.norm2()
    return s


def dict_count(n):
    d = {}
    for i in range(n):
        k = i % 1000
        d[k] = d.get(k, 0) + 1
    return len(d)


def set_add(n):
    s = set()
    for i in range(n):
        s.add(i % 5003)
    return len(s)


def tuples(n):
    s = 0
    for i in range(n):
        t = (i, i + 1, i + 2)
        a, b, c = t
        s += a + b * c
    return s


def sort_key(n):
    a = [(i * 7919) % 10007 for i in range(n)]
    return sorted(a, key=lambda x: -x)[0]


def fstrings(n):
    out = []
    for i in range(n):
        out.append(f"{i}:{i * 2}")
    return len("".join(out))


def math_calls(n):
    s = 0.0
    for i in range(1, n):
        s += math.sqrt(i) * math.cos(i * 0.001)
    return round(s, 3)


def median_time(f, n, repeats):
    times = []
    for _ in range(repeats):
        t0 = time.perf_counter()
        r = f(n)
        times.append(time.perf_counter() - t0)
    times.sort()
    return times[len(times) // 2], r


N = 300_000
for f in [calls, instances, dict_count, set_add, tuples, sort_key, fstrings, math_calls]:
    secs, r = median_time(f, N, 5)
    print(f.__name__, secs, r)
