# Python ints of any size: factorials, powers, shifts, mixed comparisons
# with floats, dict keys, formatting, int() of long strings.
import math
def fact(n):
    r = 1
    for i in range(2, n + 1):
        r *= i
    return r
print(fact(25), fact(30) // fact(28), 2 ** 100, -2 ** 64, 10 ** 20 % 7, (2 ** 70) >> 3)
print(2 ** 64 - 1, (1 << 65) | 1, 2 ** 63, -(2 ** 63) - 1, abs(-2 ** 80))
a = 2 ** 80
print(a > 1e20, a == 2.0 ** 80, a / 3, float(a), a * 0.5, str(a), repr(a), hash(a) == hash(a))
print(sorted([2 ** 70, 5, -2 ** 65, 3.5]), max(2 ** 66, 7), sum([2 ** 62] * 4))
d = {2 ** 70: "big"}
print(d[2 ** 70], 2 ** 70 in d, f"{2 ** 70:,}", "%d" % (2 ** 70), format(2 ** 70, "x"), int("123456789012345678901234567890"))
print(divmod(10 ** 20, 7), pow(3, 50), (10 ** 20) // -3, -(10 ** 20) % 7, 12345678901234567890 * 98765432109876543210)
fib = [0, 1]
for i in range(100):
    fib.append(fib[-1] + fib[-2])
print(fib[-1], len(str(fact(100))))
print(math.factorial(30), math.floor(1e30), int(2.5e20), math.ceil(-1e19))
