# Bytes and text as Cython types them: a one-byte literal as a char,
# char* and bytes, str/unicode with non-ASCII text, Py_UCS4 iteration,
# the bytes() constructor and bytes methods, number formatting.
from libc.string cimport strlen
cdef char c = b'A'
cdef char* s = b"hello"
cdef bytes bs = s
cdef str u = "héllo wörld"
cdef unicode u2 = u.upper()
print(c, s, bs, len(bs), strlen(s), s[1], bs[1], chr(s[0]))
print(u, u2, len(u), u.encode("utf-8"), u.encode("utf-8").decode("utf-8") == u)
cdef Py_UCS4 ch
cdef int vowels = 0
for ch in u:
    if ch in "aeiouéö":
        vowels += 1
print(vowels, ord(u[1]), u.find("w"), u[::-1], u.title(), u.split())
cdef bytes b2 = b"abc" + b"def"
print(b2, b2[2:4], b2.upper(), b2.hex(), bytes([104, 105]), bytes(3), bytes("hé", "utf-8"), isinstance(b2, bytes), b"a,b".split(b","), b" x ".strip(), b2.find(b"cd"), b"-".join([b"a", b"b"]), b2.startswith(b"ab"))
print("%s|%5s|%-5s|%r" % ("a", "b", "c", "d"), "abc".center(9, "*"), "a,b,,c".split(","), "  x ".strip())
print(str(3.0), str(1e16), str(1.5e-7), repr(0.1), 1e22, 123456789012345678, float(2**60), -0.0, 1/3)
print(format(1234.5678, ".2f"), format(0.000123, ".3e"), format(255, "08b"), "{:,.2f}".format(1234567.891))
