# str methods and formatting: split/rsplit with maxsplit keep the rest's
# whitespace, and round() of a large float is a Python int of any size.
s = "  Hello, World! 123  "
print(s.strip().lower().replace("l", "L", 2), s.split(","), s.rsplit(None, 1), s.partition("o"), s.rpartition("o"))
print("a,b,,c".split(","), "a b  c".split(), "abc".center(9, "*"), "42".zfill(5), "-42".zfill(5), "x".ljust(3, "."), "x".rjust(3))
print("Hello".startswith(("He", "x")), "hello".endswith("lo", 0, 5), "abcabc".find("c", 3), "abcabc".rfind("b"), "abc".index("c"), "aaa".count("a"))
print("tItLe case".title(), "Cap it".capitalize(), "SwAp".swapcase(), "a\tb".expandtabs(4), "ß".upper(), "İ".lower(), "ǅ".casefold())
print(" ".join(["a", "b"]), "-".join("xyz"), "abc"[::-1], "abcdef"[1:5:2], "abc" * 2, "%s=%d" % ("x", 3), "%-5s|%5.1f|%03d" % ("ab", 3.14159, 7))
print("{0}{1}{0}".format("a", "b"), "{name}:{val:>6.2f}".format(name="pi", val=3.14159), "{:,.2f}".format(1234567.891), "{:b} {:o} {:X} {:#x}".format(10, 10, 255, 255))
print("{:e}".format(0.000123), "{:.3g}".format(123456), "{:g}".format(1e20), "{:%}".format(0.25), "{!r} {!s}".format("a", "b"), "{:*^10}".format("mid"))
print(f"{3.0}", f"{1e100}", f"{0.1+0.2:.17f}", f"{-0.0}", f"{2**64}", f"{1/3:.5}", f"{12:>{5}}", f"{'nested'!r:^12}")
print("abc".isalpha(), "a1".isalnum(), "12".isdigit(), "½".isnumeric(), "²".isdecimal(), "  ".isspace(), "Ab".istitle(), "ab".islower())
print(repr("quote's"), repr('dq"'), repr("both'\""), repr("\n\t\\"), repr("\x00\x7f\x80\xff"), repr("\u2028"), ascii("é€"))
print(str(b"bytes"), s.encode("utf-8")[:3], "é€".encode("utf-16-le") if False else 0, bytes([65, 66]), bytearray(b"xy"), b"a" + b"b", b"abc"[1], b"abc"[1:])
print(ord("€"), chr(8364), "abc".encode().hex(), bytes.fromhex("4142"), "a-b-c".split("-", 1), "x".join([]), "abc".translate(str.maketrans("ab", "AB")))
print(int("1_000"), float("1_0.5"), "%.2e" % 12345.6789, "%g" % 0.0001, "%g" % 1e-5, "%c" % 65, "%%", "%5s" % None, "%r" % [1, "a"])
print(str(123456789012345678901234567890), int("-0"), round(-2.5), round(0.125, 2), round(1e20), format(1e16, ".0f"), 1e22, 1e21, 123456789.0 * 10)
print('a b  '.split(None, 1), '  a b  '.rsplit(None, 1), '  a b  '.rsplit(None, 0), '  a b  '.split(None, 0), ' a  b c '.rsplit(maxsplit=2), '   '.rsplit(None, 1), 'a\u3000b'.rsplit(None,1), round(-1e19), round(2.5e18), int(-1e19))
