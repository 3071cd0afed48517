# Comparisons of whole float64 and int64 arrays give bool arrays built eight
# elements to a word: lengths that are not a multiple of 8, arrays large
# enough to be filled in parallel, NaN, mixed int/float, 2-D shapes.
import numpy as np
for n in [1, 7, 8, 9, 13, 262144 + 11]:
    a = np.arange(n) * 0.5
    b = np.arange(n)[::-1].copy()
    if n > 3:
        a[3] = np.nan
    for r in [a < 3, a <= 3, a > 2.5, a >= n / 4, a == 1.5, a != 1.5, b > 5, b == 0, a < b, b >= a]:
        print(n, r.dtype, r.shape, int(r.sum()), r[:9].tolist(), r[-3:].tolist())
m = np.arange(30.0).reshape(5, 6)
print(m > 14.5, (m % 4 == 0).sum(axis=1))
i = np.arange(30).reshape(6, 5)
print((i < 7) | (i > 25), (i.T != 3)[1])
