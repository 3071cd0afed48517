# Generator.normal/uniform broadcast array parameters against each other
# and size, drawing in C order as NumPy does.
import numpy as np
rng = np.random.default_rng(5)
print(rng.normal([0, 10, 100], 1), rng.normal(0, [1, 2]), rng.normal([[0], [5]], [1, 2, 3]))
print(rng.uniform([0, 10], [1, 20], size=(3, 2)), rng.uniform(0, [1, 2, 3]), rng.normal(1.0, 2.0))
try:
    rng.normal([0, 1], [1, 2, 3])
except ValueError as e:
    print("ValueError", str(e)[:40])
