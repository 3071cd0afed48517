# np.random's legacy global generator, seeded: the numbers NumPy prints.
import numpy as np

np.random.seed(0)
print(np.random.rand(3))
print(np.random.rand(2, 3))
print(np.random.random(), np.random.random_sample())
print(np.random.random((2, 2)))
print(np.random.randint(10, size=8))
print(np.random.randint(-5, 5, size=(2, 4)))
print(np.random.randint(3), np.random.randint(1, 1000000))
print(np.random.randint(0, 2**40, size=3))
print(np.random.randint(-2**62, 2**62, size=2))
print(np.random.randn(4))
print(np.random.randn())
print(np.random.normal(10.0, 2.0, size=3))
print(np.random.normal())
print(np.random.standard_normal(2))
print(np.random.uniform(-1.0, 1.0, size=3))
print(np.random.uniform(5, 6))
np.random.seed(12345)
a = np.random.rand(1000)
print(a.sum(), a.min(), a.max())
np.random.seed(2**32 - 1)
print(np.random.rand(2))
try:
    np.random.seed(-1)
except ValueError as e:
    print("ValueError", e)
try:
    np.random.randint(5, 5)
except ValueError as e:
    print("ValueError", e)

def kernel(double[:] x):
    cdef double s = 0
    cdef Py_ssize_t i
    for i in range(x.shape[0]):
        s += x[i] * x[i]
    return s

np.random.seed(42)
print(round(kernel(np.random.randn(10000)), 6))
