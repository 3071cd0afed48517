from libc.string cimport strlen, strcmp, strcpy, strncpy
from libc.stdlib cimport atoi, atof
from libc.stdio cimport printf

def count_vowels(str s):
    cdef int n = 0
    cdef Py_UCS4 ch
    for ch in s:
        if ch in 'aeiouAEIOU':
            n += 1
    return n

def bytes_stats(bytes b):
    cdef const unsigned char[:] v = b
    cdef int i, total = 0
    cdef unsigned char mx = 0
    for i in range(len(b)):
        total += v[i]
        if v[i] > mx:
            mx = v[i]
    return total, mx

def cstr_ops():
    py = b"hello world"
    cdef char* s = py
    print(strlen(s), s[0], s[:5], chr(s[1]))
    cdef bytes b2 = s[6:]
    print(b2, atoi(b"42abc"), atof(b"3.5e2"))
    print(strcmp(b"abc", b"abd") < 0, strcmp(b"b", b"a") > 0)
    cdef char buf[16]
    strcpy(buf, b"copy")
    print(buf, len(buf))

def caesar(str text, int k):
    cdef list out = []
    cdef Py_UCS4 c
    for c in text:
        if 'a' <= c <= 'z':
            out.append(chr((ord(c) - 97 + k) % 26 + 97))
        elif 'A' <= c <= 'Z':
            out.append(chr((ord(c) - 65 + k) % 26 + 65))
        else:
            out.append(c)
    return ''.join(out)

print(count_vowels("Hello World, Cython is fun"))
print(bytes_stats(b"\x01\x02\xff"))
cstr_ops()
print(caesar("Hello, World!", 3), caesar(caesar("abcxyz", 5), 21))
s = "The Quick  brown fox"
print(s.lower().split(), s.split(" "), s.title(), s.swapcase(), s.center(26, '*'))
print(s.replace("o", "0", 1), s.find("brown"), s.rfind("o"), s.count("o"), s.startswith(("The", "A")))
print(s.encode("utf-8")[:5], "é".encode(), "naïve".encode("latin-1"))
cafe = b"caf\xc3\xa9"
print(cafe.decode())
print("{:>8}|{:<8}|{:^8}|{:08.3f}|{:+d}|{:x}|{:,}".format("a", "b", "c", 3.14159, 5, 255, 1234567))
print("%-5s|%5s|%05d|%.2e|%x|%o|%c" % ("ab", "cd", 42, 12345.678, 255, 8, 65))
print(repr("it's"), repr('say "hi"'), repr("tab\there"), ascii("é"), "a\tb".expandtabs(4))
print("  x  ".strip(), "xxabcxx".strip("x"), "a,b,,c".split(","), "a b  c".split(), "line1\nline2\r\n".splitlines())
print("-".join(map(str, range(5))), "abc" * 3, "abc"[::-1], "hello"[1:-1], sorted("banana"))
print(str(b"abc"), bytes([65, 66]), bytearray(b"xy"), b"a" + b"b", b"abc".hex(), bytes.fromhex("4142"))
print("ß".upper(), "İ".lower(), len("日本語"), "日本語"[1], "abc".isalpha(), "12".isdigit(), "ab1".isalnum())
print(f"{'nested'!r:>12}", f"{3.0:g}", f"{1e-7:g}", f"{123456789:e}", f"{0.5:%}", f"{42:#b}")
