# math's integer functions, exact at any size (comb, perm, gcd of any
# number of arguments including -2**63, lcm, isqrt), and asinh, acosh,
# atanh, exp2, modf, frexp (subnormals too), ldexp, dist with their errors.
import math
print(math.comb(10, 3), math.comb(100, 50), math.comb(5, 7), math.perm(5, 2), math.perm(4))
print(math.gcd(12, 18, 30), math.gcd(-2**63, 0), math.gcd(), math.lcm(4, 6, 10), math.lcm())
print(math.isqrt(10), math.isqrt(2**100), math.asinh(1.0), math.acosh(2.0), math.atanh(0.5))
print(math.exp2(10), math.modf(3.75), math.modf(-2.5), math.frexp(8.0), math.frexp(0.1))
print(math.ldexp(0.5, 4), math.dist((0, 0), (3, 4)), math.frexp(5e-324))
for bad in [lambda: math.comb(-1, 2), lambda: math.isqrt(-4), lambda: math.acosh(0.5), lambda: math.atanh(1.0)]:
    try:
        bad()
    except ValueError as e:
        print("ValueError:", e)
