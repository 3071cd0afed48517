# float32 NumPy scalars from reductions in formatting, arithmetic and containers; % formatting of NumPy scalars and big ints.
import numpy as np
a = np.linspace(0, 1, 7, dtype=np.float32)
m = a.mean()
print(m, repr(m), f"{m:.3f}", "%.4f" % m, round(m, 2), float(m), m * 2, m + 1.0, type(m * 2).__name__, str(a.std()))
print(m > 0.4, int(m * 10), np.float64(m), m.item(), [a.mean(), a.var()], (a.mean(), a.std(ddof=1)))
print(a.sum(), a.cumsum()[-1], a.prod(), np.median(a), np.average(a), np.percentile(a, 50))
d = {"mean": a.mean()}
print(d, max(a.mean(), 0.1), sorted([a.var(), a.mean(), a.std()]))
print("%.3e %d %x %5.1f" % (2**80, np.int32(7), np.uint8(255), np.float64(2.25)))
print("%f" % 10**20)
try:
    print("%f" % 10**400)
except OverflowError as e:
    print(e)
