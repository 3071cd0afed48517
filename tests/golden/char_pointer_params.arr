# char pointers passed to cdef functions and methods stay pointers (a
# literal or bytes argument points at its characters), and C strings
# convert back to bytes.
from libc.string cimport strlen, strcpy, strcmp
from libc.stdlib cimport malloc, free

cdef int count_char(const char *s, char c):
    cdef int n = 0
    cdef size_t i
    for i in range(strlen(s)):
        if s[i] == c:
            n += 1
    return n

def caesar(str text, int k):
    cdef bytes b = text.encode('ascii')
    cdef char *src = b
    cdef Py_ssize_t n = len(b)
    cdef char *dst = <char *> malloc(n + 1)
    cdef Py_ssize_t i
    cdef char ch
    for i in range(n):
        ch = src[i]
        if 97 <= ch <= 122:
            dst[i] = (ch - 97 + k) % 26 + 97
        else:
            dst[i] = ch
    dst[n] = 0
    try:
        return dst.decode('ascii')
    finally:
        free(dst)

def main():
    print(count_char(b"banana", b'a'), count_char(b"xyz", ord('y')))
    print(caesar("hello, world", 3))
    cdef char buf[16]
    strcpy(buf, b"abc")
    print(buf, strlen(buf), strcmp(buf, b"abd") < 0)
    cdef bytes s = b"hi there"
    cdef const char *p = s
    print(p[:2], p[3:8], <bytes>p)
    cdef unicode u = u"héllo"
    print(len(u), u.upper(), u[1], ord(u[1]))
    cdef Py_UCS4 c = u[1]
    print(c)
    for ch in u[:2]:
        print(ch)

def f(char *s, int k):
    return s[k], s[:2]
cpdef int g(const char *s):
    return s[1]
cdef class W:
    cdef bytes data
    def __init__(self, data):
        self.data = data
    cdef int at(self, const char *s, int i):
        return s[i]
    def first(self):
        return self.at(self.data, 0)
main()
print(f(b"hello", 1), g(b"xy"), W(b"Q").first())
