# C strings and characters in one program: counting in a const char*,
# Py_UCS4 loops, sprintf/snprintf, atoi/strtol, strchr/strstr, C integer
# wraparound, float widening, extern ctype functions, memcmp, printf.
# cython: language_level=3
from libc.string cimport strlen, strcat, strncpy, memcmp, strchr, strstr
from libc.stdlib cimport atoi, atof, strtol, malloc, free
from libc.stdio cimport printf, sprintf, snprintf
cdef extern from "ctype.h":
    int toupper(int c)
    int isdigit(int c)
    int isalpha(int c)

cdef int count_char(const char* s, char c):
    cdef int n = 0
    cdef size_t i
    for i in range(strlen(s)):
        if s[i] == c:
            n += 1
    return n

cdef str caesar(str text, int k):
    cdef list out = []
    cdef Py_UCS4 ch
    for ch in text:
        if 'a' <= ch <= 'z':
            out.append(chr((ord(ch) - 97 + k) % 26 + 97))
        else:
            out.append(ch)
    return "".join(out)

def main():
    cdef bytes b = b"hello world"
    print(count_char(b, b'o'), count_char(b"aaa", 97))
    print(caesar("hello, world", 3))
    cdef char buf[64]
    sprintf(buf, b"%d-%s-%.2f", 42, b"x", 3.14159)
    print(buf, len(buf), buf[:3])
    snprintf(buf, 8, b"%s", b"truncated string")
    print(buf)
    print(atoi(b"123"), atof(b"2.5"), strtol(b"ff", NULL, 16))
    cdef char* p = strchr(b"abcdef", ord('d'))
    print(p, strstr(b"haystack", b"st"))
    cdef float f = 0.1
    cdef double d = f
    print(f, d, f == 0.1, <float>0.1 == f)
    cdef unsigned int u = 0
    u -= 1
    print(u)
    cdef size_t sz = 5
    print(sz - 6 > 0)
    cdef signed char sc = 127
    sc += 1
    print(sc)
    cdef long long big = 9223372036854775807
    print(big + 0, -big - 1)
    cdef char c = b'A'
    print(c, chr(c), toupper(ord('q')), isdigit(ord('7')) != 0, isalpha(ord('7')))
    cdef Py_UCS4 u4 = 'é'
    print(u4, ord(u4), u4 == 'é', str(u4) * 2)
    s = "naïve café"
    print(s.encode("utf-8"), s.encode("latin-1"), len(s.encode()), s.upper(), s[::-1])
    cdef unicode us = u"abc"
    print(us, type(us).__name__)
    cdef char* m = <char*>malloc(16)
    strncpy(m, b"abc", 16)
    strcat(m, b"def")
    print(m, memcmp(m, b"abd", 3) < 0)
    py = m[:6]
    print(py, type(py).__name__, m[:6].decode())
    free(m)
    printf(b"printf %d\n", 7)
main()
