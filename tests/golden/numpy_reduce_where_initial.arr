# where= and initial= of sum, prod, max and min, as methods and as np.*:
# the mask keeps elements, initial joins the reduction (and is what an
# empty or all-masked max/min gives).
import numpy as np

a = np.array([[1, 5, 2], [8, 3, 4]])
m = np.array([[True, False, True], [False, True, True]])
print(a.sum(where=m), np.sum(a, where=m, axis=0), a.sum(axis=1, where=m))
print(a.prod(where=m), np.prod(a, axis=1, where=a > 2))
print(a.max(initial=10), a.max(axis=0, initial=4), np.min(a, initial=-1))
print(a.max(where=m, initial=0), np.min(a, axis=1, where=m, initial=100))
print(np.sum(a, initial=100), a.sum(axis=0, initial=1), np.prod([2, 3], initial=2))
print(np.max(np.array([]), initial=-5.0), np.array([], dtype=np.int64).sum(initial=3))
print(np.max(a, where=np.array([False, False, True]), initial=-1))
f = np.array([1.5, np.nan, 3.0])
print(f.sum(where=~np.isnan(f)), np.max(f, where=~np.isnan(f), initial=0.0))
print(repr(np.sum(np.array([1, 2], dtype=np.int8), initial=1)), repr(a.max(initial=7.5)))
try:
    a.max(where=m)
except ValueError as e:
    print(e)
