from libc.string cimport strlen, strcmp, strcpy, strcat
from libc.stdlib cimport malloc, free, qsort, atoi, atof
cimport cython

cdef int cmp_int(const void* a, const void* b) noexcept nogil:
    cdef int x = (<int*>a)[0]
    cdef int y = (<int*>b)[0]
    return (x > y) - (x < y)

def sort_ints(list xs):
    cdef int n = len(xs)
    cdef int* buf = <int*>malloc(n * sizeof(int))
    for i in range(n):
        buf[i] = xs[i]
    qsort(buf, n, sizeof(int), cmp_int)
    out = [buf[i] for i in range(n)]
    free(buf)
    return out

print(sort_ints([5, 3, 9, 1, 7, 2]))

cdef bytes b = b"hello"
cdef char* s = b
print(strlen(s), s[0], s[1:3], chr(s[4]))
cdef char buf[32]
strcpy(buf, b"abc")
strcat(buf, b"def")
print(buf, strlen(buf), strcmp(buf, b"abcdef"))
print(atoi(b"42") + 1, atof(b"2.5") * 2)

def count_vowels(str text):
    cdef Py_UCS4 c
    cdef int n = 0
    for c in text:
        if c in u"aeiou":
            n += 1
    return n
print(count_vowels("programming in cython"))

cdef unicode u = u"héllo"
print(len(u), u.encode("utf-8"), len(u.encode("utf-8")))
py = s.decode("ascii")
print(py.upper(), type(py).__name__)
cdef const char* cs = "literal"
print(cs)
cdef bytes joined = b",".join([b"a", b"b"])
print(joined, joined.split(b","))
