# np.set_printoptions / get_printoptions: precision, suppress, threshold, edgeitems and
# linewidth change how arrays print; other settings are refused, bad values raise as NumPy's do.
import numpy as np
print(np.get_printoptions())
np.set_printoptions(suppress=True, precision=4)
print(np.array([1e-9, 1.5, 123456.789]), np.array([1e-9, 2e-9]), np.array([1e9, 1.0]))
np.set_printoptions(threshold=5, edgeitems=2, linewidth=30)
print(np.arange(10), np.arange(20.).reshape(4, 5))
print(repr(np.linspace(0, 1, 7)))
print(np.get_printoptions()["threshold"], np.get_printoptions()["precision"])
np.set_printoptions(threshold=np.inf, linewidth=75)
print(np.arange(1200).sum(), len(str(np.arange(1200))))
np.set_printoptions(precision=8, suppress=False, threshold=1000, edgeitems=3)
print(np.array([1e-9, 1.5]))
try:
    np.set_printoptions(precision=2.5)
except TypeError as e:
    print("TypeError:", e)
try:
    np.set_printoptions(threshold=float("nan"))
except ValueError as e:
    print("ValueError:", e)
np.set_printoptions(legacy=False, precision=3)
print(np.array([1 / 3]))
try:
    np.set_printoptions(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11)
except TypeError as e:
    print("TypeError:", e)
