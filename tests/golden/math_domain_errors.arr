# math functions of C doubles: CPython's domain and range errors at the edges (infinities, overflow), called directly from typed code.
import math
cdef double inf = float("inf"), nan = float("nan")
cdef int k = -4
cdef double vals[6]
vals[:] = [0.5, -1.0, 0.0, 710.0, inf, -inf]
for name in ["sqrt", "exp", "log", "log2", "log10", "log1p", "expm1", "sin", "cos", "tan", "asin", "acos", "atan", "sinh", "cosh", "tanh", "fabs", "degrees", "radians"]:
    fn = getattr(math, name)
    row = []
    for v in vals:
        try:
            row.append(fn(v))
        except (ValueError, OverflowError) as e:
            row.append(type(e).__name__)
    print(name, row)
cdef int i
cdef double s = 0
for i in range(1, 6):
    s += math.sqrt(i) + math.log(i) + math.exp(-i) + math.atan(i)
print(s, math.sqrt(k * k), math.fabs(k))
try:
    math.sqrt(k)
except ValueError as e:
    print("ValueError:", e)
try:
    math.exp(vals[3])
except OverflowError as e:
    print("OverflowError:", e)
print(math.isnan(math.sqrt(nan)), math.log(inf))
