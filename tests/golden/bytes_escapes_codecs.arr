# Escapes in bytes and str literals (hex, octal, \u, \U) and the codecs:
# encode/decode with UTF-8, Latin-1 and ASCII, errors= handlers, and
# CPython's UnicodeError messages.
print(b"\xff\377\0\x80", len(b"\xff\x80"), "\101\x41\u0041\U00000041", b"a\N", b"\u0041")
print("\xe9" == "é", "\7" == "\a", b"\1\12\123", r"\x41", rb"\xff")
s = "naïve café €"
for enc in ("utf-8", "latin-1", "ascii"):
    try:
        print(enc, s.encode(enc))
    except UnicodeEncodeError as e:
        print(enc, "UnicodeEncodeError:", e)
print(s.encode("ascii", "ignore"), s.encode("ascii", "replace"), s.encode("latin-1", errors="replace"))
print(s.encode().decode(), b"caf\xe9".decode("latin-1"), b"caf\xe9".decode("utf-8", "replace"), b"caf\xe9".decode("ascii", "ignore"))
for bad in (b"\xff", b"ab\xc3", b"\xe2\x82", b"\xc3\x28", b"\xe2\x82\x28", b"\x80abc"):
    try:
        bad.decode()
    except UnicodeDecodeError as e:
        print("UnicodeDecodeError:", e)
try:
    b"caf\xe9".decode("ascii")
except UnicodeDecodeError as e:
    print("UnicodeDecodeError:", e)
try:
    "x".encode("klingon")
except LookupError as e:
    print("LookupError:", e)
print(bytes("é€", "utf-8"), bytes("é", encoding="latin-1"), bytes("aé", "ascii", "replace"))
try:
    bytes(b"x", "utf-8")
except TypeError as e:
    print("TypeError:", e)
print("\U0001F600".encode("utf-8"), "\u20ac".encode("utf-8").decode("utf-8") == "€")
try:
    "\u20ac".encode("latin-1")
except UnicodeEncodeError as e:
    print("UnicodeEncodeError:", e)
