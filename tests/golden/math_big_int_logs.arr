# math's logarithms of ints too large for a float (CPython takes them from the mantissa and exponent), and math functions of untyped objects.
import math
for k in [1, 100, 1023, 1024, 1025, 5000]:
    print(math.log(2**k), math.log(3**k + 1), math.log10(10**k), math.log2(7**k))
try:
    math.log(-10**400)
except ValueError as e:
    print(e)
print(math.log(10**400), math.log10(10**400), math.log2(2**2000))
import numpy as np
print(math.sqrt(np.float32(2)), math.sqrt(np.int64(9)), math.exp(True))
for bad in ["x", None, [1], 1j]:
    try:
        math.sqrt(bad)
    except TypeError as e:
        print(e)
try:
    math.sqrt(10**400)
except OverflowError as e:
    print(e)
