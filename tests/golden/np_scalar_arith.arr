# NumPy scalars through ufuncs and operators: the result types NumPy
# gives, and NumPy's (not Python's) answers for division by zero and
# powers.
import numpy as np

np.seterr(all='ignore')  # NumPy would warn on stderr; arr never does
vals = [np.float32(2.5), np.float64(2.5), np.int16(3), np.int64(-7), np.uint8(200), np.bool_(True), 3, 2.5]
names = ["add", "subtract", "multiply", "divide", "true_divide", "floor_divide", "power", "mod", "remainder", "fmod", "minimum", "maximum", "fmin", "fmax"]
for n in names:
    f = getattr(np, n)
    out = []
    for a in vals[:4]:
        for b in (np.float32(2.0), np.int16(2), 2, 1.5):
            try:
                out.append(repr(f(a, b)))
            except Exception as e:
                out.append(type(e).__name__)
    print(n, " ".join(out))
vals2 = [v for v in vals if not isinstance(v, np.bool_)]
for n in ["negative", "positive", "square", "sign", "round", "around", "abs", "absolute"]:
    f = getattr(np, n)
    print(n, " ".join(repr(f(v)) for v in vals2))
print([repr(np.clip(v, 0, 2)) for v in vals])
print(repr(np.round(np.float32(2.567), 2)), repr(np.around(np.float64(2.567), 1)), repr(np.clip(np.int16(5), np.int16(0), np.int16(3))))
print(repr(np.add(np.array([1, 2], dtype=np.int16), np.int16(1))), repr(np.maximum(np.array([1.5], dtype=np.float32), 2)))
x = np.float64(-8.0)
print(repr(np.float64(1.0) / 0.0), repr(np.float64(-1.0) / 0), repr(np.float64(0.0) / 0.0), repr(x ** (1.0 / 3)), repr(np.float32(-2) ** 0.5))
print(repr(np.int64(7) // 0), repr(np.int64(7) % 0), repr(np.float64(5) % 0), repr(np.float64(5) // 0.0), repr(np.int32(1) / 0))
print(repr(np.float64(0.0) ** -1), repr(np.int64(-7) ** 1.5), repr(np.float64(2) ** 1024), repr(np.int64(2) ** 63))

for n in ("arctan2", "hypot"):
    f = getattr(np, n)
    print(n, repr(f(np.float64(3), 2)), repr(f(3, 4)), f(np.int16(3), np.int16(2)).dtype,
          f(np.float32(1), 2).dtype, f(np.int16(3), 1.5).dtype, f(np.arange(3, dtype=np.int16), 2).dtype)
try:
    np.int64(2) ** -1
except ValueError as e:
    print("ValueError:", e)
