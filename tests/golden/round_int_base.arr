# round() of ints to negative digits near the 64-bit limits (the result
# can exceed them) and int()'s base check.
print(round(9223372036854775807, -1), round(-9223372036854775807 - 1, -2), round(15, -1), round(25, -1), round(-25, -1), round(7, -30), round(123456, -3))
for b in (1, 37, -1):
    try:
        int("12", b)
    except ValueError as e:
        print(e)
print(int("z", 36), int("0x1f", 0), int("  -12_3 ", 10))
