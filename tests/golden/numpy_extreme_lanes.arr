# min/max/argmin/argmax of whole float64 and int64 arrays large enough to be
# split into lanes and halves: ties, signed zeros, infinities, NaN anywhere.
import math
import numpy as np
import time
cases = [
    np.arange(100000) * 0.5,
    -np.arange(100001) * 0.5,
    np.array([-0.0, 0.0] * 40000),
    np.array([0.0, -0.0] * 40000),
    np.array([-1.0, -0.0] * 40000),
    np.full(70000, -np.inf),
    np.full(70000, np.inf),
    np.array([1.0, 2.0, np.nan, 3.0] * 20000),
    np.array([3.0, 1.0, 7.0]),
    np.arange(300000) % 977 - 400.0,
    (np.arange(300000) % 977 - 400),
    np.array([np.iinfo(np.int64).min, 5, np.iinfo(np.int64).max] * 10000),
    np.array([-5]),
    np.arange(1000000.0).reshape(1000, 1000)[::3, ::7],
    np.full(600000, 5.0),
    np.concatenate([np.arange(400000.0), [np.nan], np.arange(10.0)]),
    np.concatenate([np.full(300000, 2), np.full(300000, 9), np.full(5, 9)]),
    np.full(500000, np.iinfo(np.int64).min),
    np.concatenate([np.zeros(350000), -np.zeros(350000)]),
    np.concatenate([np.arange(20000.0)[::-1], np.arange(20000.0)]),
]
for c in cases:
    print(c.max(), c.min(), np.max(c), np.min(c), c.argmax(), c.argmin(), str(c.max()), repr(c.min()))
    print(math.copysign(1, c.max()), math.copysign(1, c.min()))
