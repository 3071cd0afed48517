# Generator.shuffle (lists, arrays along axis 0, typed views) and
# Generator.permutation draw as NumPy does (random_interval), so a seeded
# generator gives NumPy's order and stays in step for later draws.
import numpy as np
rng = np.random.default_rng(12345)
print(rng.permutation(10))
a = np.arange(12).reshape(4, 3)
print(rng.permutation(a))
lst = list(range(8))
rng.shuffle(lst)
print(lst)
b = np.arange(6.0)
rng.shuffle(b)
print(b)
c = np.arange(10).reshape(5, 2)
rng.shuffle(c)
print(c, rng.random())
print(rng.permutation([3, 1, 2]), rng.permutation(0), rng.integers(0, 100, 3))
big = rng.permutation(100000)
print(big[:5], big.sum())
cdef long[:] v = np.arange(5)
rng.shuffle(v)
print(list(v))
