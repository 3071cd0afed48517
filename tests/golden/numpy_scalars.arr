import numpy as np
a = np.array([1.5, 2.5, 3.0])
i = np.arange(4)
print(a[0], repr(a[0]), [a[0], a[1]], (a.sum(), a.max()), i[2], repr(i[2]))
print(a.sum() + 1, type(a[0]).__name__ if False else "", repr(a.mean() * 2), repr(i.sum() * 2))
x = a[1]
print(x > 2, x == 2.5, int(x), float(i[3]), round(a[0]), abs(-i[1]), -i[1])
print(repr(np.float32(0.1)), repr(np.array([0.1], dtype=np.float32)[0]), np.float32(0.1))
print(repr(np.array([True, False])[0]), repr(np.int32(7) + 1), repr(np.float64(2) / 3))
print(f"{a[0]:.3f} {i[1]:>3}", list(i[:2]), i.tolist(), sorted([a[2], a[0]]))
print(range(i[3]), [k for k in range(i[2])], {i[1]: "one"})
