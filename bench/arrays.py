# NumPy's side of bench/arrays.arr (the same lines).
import numpy as np
import time

def median(f, repeats):
    times = []
    for _ in range(repeats):
        t0 = time.perf_counter()
        f()
        times.append(time.perf_counter() - t0)
    times.sort()
    return times[len(times) // 2]

a = np.arange(4_000_000) * 0.5
b = np.arange(4_000_000) * 0.25
A = a.reshape(2000, 2000)
print("add", median(lambda: a + b, 9))
print("scale", median(lambda: a * 2.0, 9))
print("sum", median(lambda: a.sum(), 9))
print("Tcopy", median(lambda: A.T.copy(), 9))
print("sqrt", median(lambda: np.sqrt(a), 9))
print("square", median(lambda: a ** 2, 9))
print("cmp", median(lambda: a > 1e6, 9))
print("where", median(lambda: np.where(a > 1e6, a, 0.0), 9))
print("max", median(lambda: a.max(), 9))
print("std", median(lambda: a.std(), 9))
print("mask", median(lambda: a[a > 1e6], 9))
print("sum0", median(lambda: A.sum(axis=0), 9))
