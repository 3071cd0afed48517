# np.random.default_rng: NumPy's PCG64 Generator seeded through
# SeedSequence (small, zero and 64-bit seeds): random, integers (32- and
# 64-bit ranges, endpoint=True, shapes) and uniform draw NumPy's numbers;
# a typed kernel then sums the draws.
import numpy as np
rng = np.random.default_rng(42)
print(rng.random(), rng.random(3))
print(rng.integers(0, 10, size=8), rng.integers(5), rng.integers(1, 7, size=(2, 3)))
print(rng.uniform(-1, 1, 4), rng.integers(0, 2**40, 3), rng.integers(0, 100, 5, endpoint=True))
r2 = np.random.default_rng(0)
print(r2.random((2, 2)))
r3 = np.random.default_rng(12345678901234567890)
print(r3.random(2), r3.integers(-5, 5, 6))
def mean_of(double[:] xs):
    cdef double s = 0
    cdef Py_ssize_t i
    for i in range(xs.shape[0]):
        s += xs[i]
    return s / xs.shape[0]
rng = np.random.default_rng(2024)
print(round(mean_of(rng.random(1000)), 12))
