# np.histogram: equal-width bins from the data or a range (values on an
# edge, outside the range, the last bin's closed right edge), integer
# data, a constant array, and explicit bin edges.
import numpy as np
rng = np.random.RandomState(3)
x = rng.standard_normal(500)
c, e = np.histogram(x)
print(c, e.round(6))
print(np.histogram(x, bins=5, range=(-1, 1)))
print(np.histogram([1, 2, 2, 3, 3, 3, 4], bins=3))
print(np.histogram(np.arange(10), bins=4, range=(0, 9)))
print(np.histogram(np.full(4, 2.5), bins=2))
print(np.histogram([0.0, 0.1, 0.2, 0.3, 0.7, 1.0], bins=[0, 0.2, 0.5, 1.0]))
print(np.histogram(np.linspace(0, 1, 11), bins=10)[0])
print(np.histogram([], bins=3))
for bad in ((lambda: np.histogram(x, bins=0)), (lambda: np.histogram(x, range=(2, 1))), (lambda: np.histogram(x, bins=[3, 1, 2]))):
    try:
        bad()
    except ValueError as err:
        print("ValueError:", err)
