a = 17
b = 5
print(a + b, a - b, a * b, a / b, a // b, a % b, a ** 2)
print(-a // b, -a % b, a // -b, a % -b, -a // -b, -a % -b)
print(2 ** 10, 2 ** 62, (-3) ** 3, 2 ** -2, 0 ** 0)
print(7 & 3, 7 | 8, 7 ^ 2, ~7, 1 << 10, 1024 >> 3, -16 >> 2)
print(divmod(17, 5), divmod(-17, 5), divmod(17.5, 5))
print(abs(-12), abs(3.5), abs(-0.0))
print(True + True, True * 3, -True)
print(10 / 4, 10 // 4.0, 10 % 4.5, -7.5 // 2, -7.5 % 2)
