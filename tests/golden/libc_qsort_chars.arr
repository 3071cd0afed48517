# qsort with a C comparator, strings and chars
from libc.stdlib cimport qsort, malloc, free
from libc.string cimport strlen, memcpy

cdef int cmp_int(const void* a, const void* b) noexcept nogil:
    cdef int x = (<const int*>a)[0]
    cdef int y = (<const int*>b)[0]
    return (x > y) - (x < y)

cdef int cmp_desc(const void* a, const void* b) noexcept nogil:
    return (<int*>b)[0] - (<int*>a)[0]

def sort_ints(list xs):
    cdef int n = len(xs)
    cdef int* buf = <int*>malloc(n * sizeof(int))
    cdef int i
    for i in range(n):
        buf[i] = xs[i]
    qsort(buf, n, sizeof(int), cmp_int)
    out = [buf[i] for i in range(n)]
    qsort(buf, n, sizeof(int), cmp_desc)
    out2 = [buf[i] for i in range(n)]
    free(buf)
    return out, out2

print(sort_ints([5, 3, 9, -1, 0, 7, 3]))

def count_vowels(str s):
    cdef Py_ssize_t i, n = 0
    cdef Py_UCS4 ch
    for ch in s:
        if ch in 'aeiou':
            n += 1
    return n

print(count_vowels("the quick brown fox jumps over"))

def byte_hist(bytes data):
    cdef int counts[256]
    cdef unsigned char c
    cdef int i
    for i in range(256):
        counts[i] = 0
    for c in data:
        counts[c] += 1
    return {chr(i): counts[i] for i in range(256) if counts[i]}

print(byte_hist(b"hello world"))

def c_strlen(bytes b):
    cdef char* p = b
    return strlen(p)

print(c_strlen(b"abcdef"))

def caesar(str s, int k):
    cdef list out = []
    cdef Py_UCS4 ch
    for ch in s:
        if 'a' <= ch <= 'z':
            out.append(chr((ord(ch) - 97 + k) % 26 + 97))
        else:
            out.append(ch)
    return ''.join(out)

print(caesar("hello, world", 3))

cdef char buf[16]
cdef bytes src = b"xyz"
memcpy(buf, <char*>src, 4)
print(buf[0], buf[1], chr(buf[2]), buf)
