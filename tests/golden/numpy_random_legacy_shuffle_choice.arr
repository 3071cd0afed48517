# The legacy generator's shuffle, permutation and choice (module functions
# and RandomState methods): NumPy's draws, bit for bit.
import numpy as np
np.random.seed(0)
b = np.arange(10)
np.random.shuffle(b)
print(b)
m = np.arange(12).reshape(4, 3)
np.random.shuffle(m)
print(m)
l = list("abcdef")
np.random.shuffle(l)
print(l)
print(np.random.permutation(8), np.random.permutation(np.array([1.5, 2.5, 3.5])))
print(np.random.choice(5), np.random.choice(5, 4), np.random.choice(b, 4, replace=False))
print(np.random.choice([10, 20, 30], size=(2, 3)), np.random.choice(4, 6, p=[0.1, 0.2, 0.3, 0.4]))
print(np.random.choice(np.array([0.5, 1.5]), 3), np.random.rand(2))
rs = np.random.RandomState(7)
x = np.arange(6)
rs.shuffle(x)
print(x, rs.permutation(5), rs.choice(10, 3, replace=False), rs.choice(3, 4))
cdef double[:] v = np.arange(5.0)
np.random.seed(3)
np.random.shuffle(v)
print(np.asarray(v))
for bad in (lambda: np.random.choice(3, 5, replace=False), lambda: np.random.choice(3, p=[0.5, 0.5]), lambda: np.random.choice(0), lambda: np.random.choice(3, p=[0.5, 0.6, -0.1])):
    try:
        bad()
    except ValueError as e:
        print("ValueError:", e)
