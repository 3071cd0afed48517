# Generator.choice(replace=False) draws NumPy's exact picks: Floyd's
# algorithm or a tail shuffle, then a shuffle unless shuffle=False.
import numpy as np
rng = np.random.default_rng(3)
print(rng.choice(5, 3, replace=False), rng.choice(10, 10, replace=False), rng.choice([1.5, 2.5, 3.5], 2, replace=False))
print(rng.choice(100, 5, replace=False, shuffle=False), rng.choice(20000, 3, replace=False), rng.choice(20000, 500, replace=False)[:5])
print(rng.choice(7, replace=False), rng.choice(50000, 2000, replace=False, shuffle=False)[-3:], rng.integers(0, 100, 3))
try:
    rng.choice(3, 4, replace=False)
except ValueError as e:
    print(e)
print(rng.choice(np.arange(10) * 2, (2, 2), replace=False))
