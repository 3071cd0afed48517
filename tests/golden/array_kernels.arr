# Whole-array arithmetic and sums on float64 and int64 arrays: the typed
# kernels (contiguous operands, broadcast scalars, arrays large enough to
# be split across threads) and the operators and layouts they leave to the
# general path.
import numpy as np

a = np.arange(12, dtype=np.float64).reshape(3, 4) * 0.5
b = np.arange(12, dtype=np.float64).reshape(3, 4) - 5.0
for r in (a + b, a - b, a * b, b / (a + 1.0), a ** 1.5, b // 2.0, b % 3.0, a + b.T.T, a[:, ::2] * 2.0):
    print(r)
i = np.arange(10, dtype=np.int64) - 4
print(i + i, i - 3, i * i, i // 3, i % 3, i ** 2, i / 2)
big = np.arange(1_000_003, dtype=np.float64) * 0.001
print((big + big).sum(), (big * big).sum(), (big - 1.0).mean(), big.sum())
print((big / 7.0)[999_990:], big[::2].sum(), big.reshape(1, 1_000_003).sum())
bi = np.arange(1_000_003, dtype=np.int64)
print((bi * 3 - bi).sum(), (bi + bi)[-3:], bi.sum())
print(np.zeros(0).sum(), (np.ones(5) * np.inf + np.inf).sum())
