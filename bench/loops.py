# CPython's side of bench/loops.arr: the same loop, which in Python is
# untyped whichever way it is written.
import time

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
print("cpython_sum", median_time(untyped_sum, N, 5))
