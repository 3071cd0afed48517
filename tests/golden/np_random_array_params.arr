# NumPy's legacy generator broadcasts array parameters of normal and
# uniform: one draw per element of the broadcast shape, in C order.
import numpy as np

np.random.seed(3)
print(np.random.normal([0.0, 10.0, 100.0], 1.0))
print(np.random.normal(0.0, [[1.0], [0.001]], (2, 3)))
print(np.random.uniform([0, 5], [1, 6]))
print(np.random.uniform(0, np.array([1.0, 2.0, 3.0]), size=(2, 3)))
rs = np.random.RandomState(42)
pts = rs.normal((0, 6), 1, (4, 2))
print(pts.shape, pts.round(3))
print(rs.normal(1.0, 2.0))
try:
    rs.normal([0.0, 1.0], [1.0, -1.0])
except ValueError as e:
    print("ValueError:", e)
try:
    rs.normal([0.0, 1.0, 2.0], 1.0, (2, 2))
except ValueError as e:
    print("ValueError:", e)
try:
    rs.normal([0.0, 1.0], 1.0, (3, 1))
except ValueError as e:
    print("ValueError:", e)
g = np.random.default_rng(5)
print(g.normal([0.0, 50.0], [[1.0], [2.0]]).round(4))
try:
    g.uniform([0.0, 1.0], [1.0, 2.0, 3.0])
except ValueError as e:
    print("ValueError:", e)
