# Generator.choice with replacement: from range(n) or a 1-D array, with
# and without p, the same draws as NumPy's seeded PCG64.
import numpy as np
rng = np.random.default_rng(7)
print(rng.choice(5), rng.choice(10, size=4), rng.choice([1.5, 2.5, 3.5], size=(2, 2)))
print(rng.choice(np.arange(100, 110), size=3), rng.choice(3, size=5, p=[0.1, 0.3, 0.6]))
print(rng.choice(["a", "b", "c"], size=3) if False else rng.choice(np.array([4, 5, 6]), 2))
big = np.random.default_rng(1).choice(2**40, size=3)
print(big)
try:
    rng.choice(0, size=2)
except ValueError as e:
    print("ValueError:", e)
try:
    rng.choice(3, p=[0.5, 0.6, 0.1])
except ValueError as e:
    print("ValueError:", e)
