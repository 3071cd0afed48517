# a[mask] = v and a[mask] op= v: the value broadcasts against the selected
# elements (a full-shape mask) or the selected sub-arrays (a mask over the
# leading axes), as NumPy assigns; mismatches are NumPy's errors.
import numpy as np

vals = np.array([1.0, 2.0, 3.0])
mask = np.array([True, False, True])
vals[mask] = vals[mask] * 10
print(vals)
vals[mask] += np.array([1.0, 2.0])
vals[mask] *= 10
vals[vals > 100] -= 1
print(vals)

a = np.arange(6.0).reshape(2, 3)
a[a > 2] = np.array([10, 20, 30])
print(a)
a[np.array([True, False])] = [7, 8, 9]
print(a)
a[np.array([False, True])] = 0.5
print(a)
a[a < 1] = [5]
print(a)
ints = np.arange(5)
ints[ints % 2 == 0] = np.array([1.9, 2.9, 3.9])
print(ints, ints[np.array([True, False, True, False, True])])
rows = np.arange(12).reshape(4, 3)
print(rows[rows[:, 0] > 3], rows[np.array([True, False, False, True])].sum())

def attempt(target, m, v):
    try:
        target[m] = v
        print(target)
    except (ValueError, IndexError, TypeError) as e:
        print(type(e).__name__, e)

b = np.arange(6.0).reshape(2, 3)
attempt(b, b > 1, [1, 2])
attempt(b, np.array([True, False]), [1, 2])
attempt(b, np.array([True, True]), [[1, 2]])
attempt(b, b > 3, np.ones((2, 1)))
attempt(b, np.array([True, False, True]), 1)
attempt(np.arange(3), np.ones((3, 1), dtype=bool), 1)
