# Cython's C character literals `c'x'` (a `char`, escapes included) and
# `ord()` of a one-character literal (a C constant), as a byte-scanning
# kernel compares with them.
cimport cython

def count_ab(bytes data):
    cdef const unsigned char[:] d = data
    cdef Py_ssize_t i
    cdef int a = 0, b = 0, nl = 0
    for i in range(d.shape[0]):
        if d[i] == ord('a'):
            a += 1
        elif d[i] == c'b':
            b += 1
        elif d[i] == c'\n' or d[i] == ord(b'\t'):
            nl += 1
    return a, b, nl

def scan(bytes data):
    cdef char* s = data
    cdef int i = 0, n = 0
    while s[i] != 0:
        if s[i] == c'x' or s[i] == C'X':
            n += 1
        i += 1
    return n

def caesar(bytes text, int k):
    cdef bytearray out = bytearray(text)
    cdef Py_ssize_t i
    cdef unsigned char ch
    for i in range(len(out)):
        ch = out[i]
        if c'a' <= ch <= c'z':
            out[i] = (ch - c'a' + k) % 26 + c'a'
    return bytes(out)

def literals():
    cdef char c = c'a'
    print(c, c'\n', c'z' - c'a', c'\x7f', c'\\', c"'")
    print(cython.typeof(c'a'), cython.typeof(c), cython.typeof(ord('a')), cython.typeof(<char>65))
    print(ord('a') + 1, ord('é'), ord(b'~'), cython.typeof(ord(b'~')))
    x = c'q'
    print(x, type(x).__name__)

print(count_ab(b"abba\tcab\nbanana"))
print(scan(b"xXaxbX"))
print(caesar(b"hello, world", 3))
literals()
