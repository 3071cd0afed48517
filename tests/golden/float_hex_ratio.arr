# float.hex / float.fromhex / float.as_integer_ratio: exact views of a double.
def main():
    vals = [0.1, 1.0, -2.5, 0.0, -0.0, 5e-324, 2.2250738585072014e-308, 1.7976931348623157e308, 1e300, 3.0, 0.75, 1e-300, float("inf"), float("nan"), 123.456]
    for v in vals:
        print(v.hex(), float.fromhex(v.hex()) == v or v != v)
    for v in vals:
        try:
            print(v.as_integer_ratio())
        except (ValueError, OverflowError) as e:
            print(type(e).__name__, e)
    for s in ["0x1.8p1", "  -0x.8  ", "1", "ff.8", "0x1p-1074", "0x1p-1075", "0x1.8p-1075", "inf", "-Infinity", "nan", "0x1.fffffffffffff8p1023", "0x1.00000000000008p0", "0x1.000000000000081p0", "0x1P+4", "1.", ".8", "0x1p1024", "0x", "abc", "1e3", "0x1p", "0x1.2.3"]:
        try:
            print(s, float.fromhex(s))
        except (ValueError, OverflowError) as e:
            print(s, type(e).__name__, e)
    print((2.5).is_integer(), (1e300).as_integer_ratio()[0] % 1000)
main()
