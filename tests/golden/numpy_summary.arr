# A NumPy summary script: std/var with ddof, cumsum along an axis, trace,
# unravel_index, sort/argsort/unique, median/percentile, sign,
# count_nonzero, outer, eye.
import numpy as np

def stats_table(data):
    names = sorted(data)
    width = max(len(n) for n in names)
    for n in names:
        xs = np.asarray(data[n], dtype=float)
        print(f"{n:<{width}} | n={xs.size:3d} mean={xs.mean():8.3f} std={xs.std(ddof=1):7.3f} "
              f"min={xs.min():6.2f} max={xs.max():6.2f}")

data = {"alpha": [1, 2, 3, 4.5], "beta": [10, 20, 15], "gamma_long": [0.1, 0.2]}
stats_table(data)
a = np.array([[1.5, 2.25], [3.125, -4.0]])
print(a, a.T @ a, sep="\n")
print(np.linalg.norm(a), np.trace(a), a.argmax(), np.unravel_index(a.argmax(), a.shape))
print(np.cumsum(a, axis=0))
print(np.sort(np.array([3, 1, 2]))[::-1], np.argsort([3, 1, 2]))
print(np.unique(np.array([3, 1, 3, 2, 1])))
print(np.percentile(np.arange(10), 50), np.median(np.array([4.0, 1.0, 2.0])))
x = np.linspace(-1, 1, 5)
print(np.abs(x), np.sign(x), np.clip(x, -0.5, 0.5))
print(np.mean(x > 0), np.count_nonzero(x), np.any(x > 0.9), np.all(x < 2))
print(np.outer([1, 2], [3, 4]), np.eye(2), np.full((2, 2), 7))
print(np.round(np.exp(np.array([0.0, 1.0])), 3), np.prod([1, 2, 3, 4]))
m = np.array([[3.0, np.nan, 1.0], [2.0, -1.0, 2.0]])
print(np.sort(m), np.argsort(m), np.sort(m, axis=None))
print(np.unique(np.array([2.5, np.nan, 1.0, 2.5])), np.median([1, 2, 3, 4]))
print(np.percentile(np.arange(7.0), [0, 25, 90, 100]), np.eye(2, 3, dtype=np.int32))
print(np.sign(np.array([-3, 0, 5])), np.var([1.0, 2.0, 4.0], ddof=1), np.std(np.arange(4.0)))
print(np.cumsum(np.arange(6).reshape(2, 3), axis=1), np.cumsum(np.ones((2, 2)), axis=-2))
