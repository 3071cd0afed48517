import numpy as np
print("main: before import")
import stats
from stats import mean, Box
print("main: after import")
print(mean([1, 2, 3, 4]), stats.mean([2.0]))
print(stats.counter)
a = np.arange(4, dtype=np.float64)
print(stats.weighted(a, 0.5))
b = Box(3)
print(b, type(b).__name__, isinstance(b, stats.Box))
import stats
print(stats.fail(1))
try:
    stats.fail(5)
except ValueError as e:
    print("caught", e)
from stats import level, bump
print(level, stats.level)
bump()
print(level, stats.level)
level = 10
print(level, stats.level, bump())
print(stats.fail(7))
