# Untyped arithmetic and comparisons at the edges of 64-bit ints and
# floats: overflow into big ints, floor division and modulo signs, true
# division of large ints, exact int/float comparison, NaN, bools, and the
# errors Python raises.
import numpy as np

def edges():
    a = 2 ** 62
    b = a + a
    print(b, b - a, a * 4, -a - a - a)
    m = -9223372036854775807 - 1
    print(m // -1, m % -1, m * -1)
    for x in (7, -7):
        for y in (3, -3):
            print(x // y, x % y, x / y)
    big = 2 ** 53 + 1
    print(big / 1, big / 3, 10 / 4, -1 / 3, 0 / -5)
    print((2 ** 63 - 1) / 7, -(2 ** 62 + 3) / (2 ** 60 + 1), 10 ** 20 / 3, 1 / 2 ** 64, 3 / -(2 ** 55 + 1))
    print((10 ** 30 + 7) / (10 ** 12 + 3), -(2 ** 80) / 3, 7 / 10 ** 400)
    try:
        print(2 ** 1100 / 3)
    except OverflowError as e:
        print("OverflowError:", e)
    print(2 ** 60 + 1 == float(2 ** 60), 2 ** 60 + 1 > float(2 ** 60), -(2 ** 60) - 1 < -float(2 ** 60), 2 ** 70 == 2.0 ** 70)
    print(big == 2.0 ** 53, big > 2.0 ** 53, 2 ** 53 == 2.0 ** 53, 3 < 3.5, 4 >= 4.0)
    nan = float("nan")
    print(nan == nan, nan != nan, nan < 1, 1.0 < nan)
    t = True
    print(t + 1, t * 3, t == 1, 1.5 + t)
    print(1 + 2.5, 2.5 * 2, 7 - 0.5, 3 * 0.1, 1e308 * 10)
    print("a" < "b", (1, 2) < (1, 3), [1] == [1])
    try:
        print(1.0 / 0.0)
    except ZeroDivisionError as e:
        print("ZeroDivisionError:", e)
    try:
        print(5 // 0)
    except ZeroDivisionError as e:
        print("ZeroDivisionError:", e)
    try:
        print(5 % 0)
    except ZeroDivisionError as e:
        print("ZeroDivisionError:", e)
    try:
        print(1 / 0)
    except ZeroDivisionError as e:
        print("ZeroDivisionError:", e)

def unbound(flag):
    if flag:
        z = 1
    return z + 1

def counts(n):
    i = 0
    c = 0
    s = 0.0
    while i < n:
        if i % 3 == 0:
            c += 1
        s += i * 0.5 - 1
        i += 1
    return c, s

edges()
print(counts(10), counts(0))
try:
    unbound(False)
except UnboundLocalError as e:
    print("UnboundLocalError:", e)
total = 0
k = 0
while k < 100:
    total = total + k * k
    k = k + 1
print(total)
arr = np.arange(3)
print(arr < 2, arr == 1)
try:
    if arr < 2:
        pass
except ValueError as e:
    print("ValueError:", e)
