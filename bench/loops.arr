# The first benchmark: summing range(10_000_000) in a typed and an untyped
# loop. Also valid Python for the untyped part (see loops.py). Prints one
# "name median_seconds" line per kernel.
import time

def typed_sum(long n):
    cdef long s = 0
    cdef long i
    for i in range(n):
        s += i
    return s

def untyped_sum(n):
    s = 0
    for i in range(n):
        s += i
    return s

def median_time(f, n, repeats):
    times = []
    for _ in range(repeats):
        t0 = time.perf_counter()
        r = f(n)
        times.append(time.perf_counter() - t0)
    assert r == n * (n - 1) // 2
    times.sort()
    return times[len(times) // 2]

N = 10_000_000
print("typed_sum", median_time(typed_sum, N, 7))
print("untyped_sum", median_time(untyped_sum, N, 5))
