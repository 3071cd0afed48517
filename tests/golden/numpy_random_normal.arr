# Generator.normal / standard_normal draw NumPy's ziggurat deviates bit for bit
# (direct, wedge and tail samples over many seeds).
import numpy as np
for seed in (0, 1, 99, 123456789):
    rng = np.random.default_rng(seed)
    x = rng.normal(2.0, 3.0, 50000)
    print(seed, repr(float(x.sum())), repr(float(np.abs(x).max())), repr(x[-1]))
    y = rng.standard_normal((3, 2))
    print(y)
