print(round(2.5), round(3.5), round(-2.5), round(0.5), round(1.5))
print(round(2.675, 2), round(1.005, 2), round(123.456, 1), round(123.456, -1), round(1234, -2))
print(int(3.9), int(-3.9), int("42"), int(" -7 "), int("ff", 16), int("0x1f", 0), int(True))
print(float(3), float("2.5"), float("inf"), float(" 1e3 "))
print(str(1.0), str(10), bool(0), bool(""), bool([0]), bool(None))
print(hex(255), oct(8), bin(5), hex(-1))
try:
    int("abc")
except ValueError as e:
    print(e)
try:
    float("x1")
except ValueError as e:
    print(e)
