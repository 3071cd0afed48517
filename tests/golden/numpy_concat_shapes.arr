# np.r_ promotes its arrays' types before its numbers' (numbers are weak),
# and joining arrays of unequal shapes names the axis and sizes as NumPy does.
import numpy as np
a = np.array([1, 2], dtype=np.int8)
f = np.array([1.5], dtype=np.float32)
print(repr(np.r_[3, a]), repr(np.r_[a, 3]), repr(np.r_[2.5, a]), repr(np.r_[1, 2]))
print(repr(np.r_[7, f, 2]), repr(np.r_[True, a]), repr(np.r_[1, a, f]))
a = np.ones((2, 3)); b = np.ones((2, 2)); c = np.ones(3)
for f in [lambda: np.concatenate([a, b]), lambda: np.concatenate([a, c]), lambda: np.vstack([a, b]), lambda: np.hstack([a, np.ones((3, 1))]), lambda: np.c_[np.array([1, 2]), 4], lambda: np.stack([a, b]), lambda: np.column_stack([c, np.ones(2)])]:
    try:
        print(f().shape)
    except ValueError as e:
        print(e)
print(np.concatenate([a, b], axis=1).shape)
