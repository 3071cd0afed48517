import math
print(math.sqrt(16), math.pi, math.e, math.floor(2.7), math.ceil(2.1), math.floor(-2.5))
print(math.sin(0), math.cos(0), math.log(math.e), math.log(8, 2), math.log10(1000), math.exp(0))
print(math.isnan(float("nan")), math.isinf(math.inf), math.fabs(-1), math.hypot(3, 4))
print(math.factorial(10), math.gcd(12, 18), math.trunc(-3.7), math.isclose(0.1 + 0.2, 0.3))
print(math.degrees(math.pi), math.radians(180), math.fsum([0.1] * 10), sum([0.1] * 10))
try:
    math.sqrt(-1)
except ValueError as e:
    print(e)
