# str.encode and bytes.decode with UTF-16 and UTF-32: byte-order marks,
# both byte orders, characters outside the basic plane, and the errors
# CPython raises for truncated data and lone surrogates.

def show(b, enc, errors="strict"):
    try:
        print(enc, errors, repr(b.decode(enc, errors)))
    except UnicodeDecodeError as e:
        print(enc, errors, "UnicodeDecodeError:", e)

def main():
    s = "aé😀"
    for enc in ["utf-16", "utf-16-le", "utf-16-be", "utf-32", "utf-32-le", "utf-32-be", "UTF16", "utf_32_be"]:
        b = s.encode(enc)
        print(enc, b, len(b), b.decode(enc) == s)
    print("".encode("utf-16"), repr(b"".decode("utf-16")))
    print(repr(b"\xfe\xff\x00A".decode("utf-16")), repr(b"\xff\xfeA\x00".decode("utf-16-le")))
    for b in [b"A", b"\x00\xd8", b"\x00\xd8A\x00", b"\x00\xdcA\x00", b"A\x00B", b"A\x00\x00\xd8\x00", b"\xff\xfeA"]:
        for enc in ["utf-16", "utf-16-le", "utf-16-be"]:
            show(b, enc)
        show(b, "utf-16-le", "replace")
        show(b, "utf-16-le", "ignore")
    for b in [b"A\x00\x00", b"\x00\x00\x11\x00", b"\x00\xd8\x00\x00", b"\xff\xfe\x00\x00A\x00\x00\x00", b"\x00\x00\xfe\xff\x00\x00\x00A"]:
        for enc in ["utf-32", "utf-32-le", "utf-32-be"]:
            show(b, enc)
        show(b, "utf-32-le", "replace")
    print(bytes("hé", "utf-16-be"), bytearray("hé", "utf-32-le"))
    # repr escapes what is not printable, as a decoded mark is not.
    print(repr("\xa0\x85\xad\u2028\ufeff\ue000\u3000\u061c\ufffe\U000e0001é"), ["\x7f\x1b"])

main()
