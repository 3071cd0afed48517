# math's functions CPython computes itself (gamma, lgamma, hypot, dist,
# remainder) and pow with a negative exponent and a modulus.
import math

for b, e, m in [(3, -1, 7), (3, -2, 7), (3, -1, -7), (-3, -1, 7), (2, -1, 4), (5, -3, 1), (10, -1, 17), (0, -1, 5), (7, 0, -3)]:
    try:
        print(b, e, m, pow(b, e, m))
    except ValueError as ex:
        print(b, e, m, "ValueError", ex)
for x, y in [(10, 3), (11, 3), (-10, 3), (5, 2), (7, 2), (-7, 2), (1e300, 3.3), (0.0, 1), (math.inf, 1), (1, 0), (1, math.inf), (math.nan, 2)]:
    try:
        print(x, y, math.remainder(x, y))
    except ValueError as ex:
        print(x, y, "ValueError", ex)
for v in [0.5, -0.5, 1e-30, -1e-30, 171.5, 180.0, -180.5, 0.0, -1.0, 1e10, 2.5, -2.5, 30.0, 24.0, 23.5, 141.2, -141.2]:
    for fn in (math.gamma, math.lgamma):
        try:
            print(fn.__name__, v, fn(v))
        except (ValueError, OverflowError) as ex:
            print(fn.__name__, v, type(ex).__name__, ex)
print(math.hypot(), math.hypot(-3), math.hypot(1e308, 1e308), math.hypot(1e-320, 1e-320), math.hypot(1.5, 2.5, 3.5, 4.5), math.dist([1.1, 2.2, 3.3], [4.4, 5.5, 6.7]))


def sweep(int n):
    cdef unsigned long long s = 12345
    cdef int i
    for i in range(n):
        s = s * 6364136223846793005ULL + 1442695040888963407ULL
        x = (s >> 11) / float(1 << 53) * 240 - 60
        try:
            g = repr(math.gamma(x))
        except (ValueError, OverflowError) as e:
            g = type(e).__name__
        ys = []
        for k in range(2 + i % 4):
            s = s * 6364136223846793005ULL + 1442695040888963407ULL
            ys.append((s >> 11) / float(1 << 53) * 2000 - 1000)
        print(g, repr(math.lgamma(x)), repr(math.hypot(*ys)), repr(math.remainder(x, ys[0] / 100)), repr(math.dist(ys, ys[::-1])))


sweep(400)
