# Strings at C level and in Python: char* from bytes, strlen, slicing a
# char*, Py_UCS4 iteration, str/bytes methods and formatting, and the
# libc.string functions strcpy/strcat/strncpy/strcmp on malloc'd blocks
# and char arrays (which print as bytes up to their NUL).
# Strings: bytes, char*, unicode
from libc.string cimport strlen, strcpy, strcat, strcmp, strncpy
from libc.stdlib cimport malloc, free

cdef bytes py_bytes = b"hello world"
cdef char* c_string = py_bytes
print(strlen(c_string))
print(c_string[:5])
cdef Py_ssize_t n = len(py_bytes)
print(n, py_bytes[0], py_bytes[1:4])

def count_vowels(str s):
    cdef int count = 0
    cdef Py_UCS4 ch
    for ch in s:
        if ch in 'aeiou':
            count += 1
    return count
print(count_vowels("the quick brown fox"))

ustring = py_bytes.decode('utf-8')
print(ustring.upper(), type(ustring).__name__)
print("abc".encode('ascii'))
cdef str t = "Cython"
print(t[::-1], t * 2, t.lower().startswith("cy"), t.find("th"), t.replace("C", "K"))
words = "a,b,,c".split(",")
print(words, "-".join(words), " x ".strip(), "%d-%s" % (3, "z"), "{:>5}|{:<4}|{:^6}".format(1, 2, 3))
print(ord('A'), chr(66), "ab" < "b", "x".isalpha(), "12".isdigit(), "a b".title())
print(f"{3.14159:.2f} {42:05d} {255:x} {1e6:e} {0.5:%}")
def f():
    cdef char* q = <char*> malloc(10)
    q[0] = 67
    q[1] = 0
    print(q, q[0])
    strcpy(q, b"hey")
    strcat(q, b"yo")
    print(q, strlen(q), strcmp(q, b"heyyo"), strcmp(q, b"a") > 0)
    cdef char buf[16]
    strncpy(buf, b"abcdef", 3)
    buf[3] = 0
    print(buf)
    free(q)
f()
