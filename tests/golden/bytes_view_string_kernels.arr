from libc.stdlib cimport malloc, free
from libc.string cimport strlen
cimport cython

@cython.boundscheck(False)
def levenshtein(str a, str b):
    cdef Py_ssize_t n = len(a), m = len(b), i, j
    cdef int* prev = <int*>malloc((m + 1) * sizeof(int))
    cdef int* cur = <int*>malloc((m + 1) * sizeof(int))
    cdef int* tmp
    cdef int cost
    for j in range(m + 1):
        prev[j] = j
    for i in range(1, n + 1):
        cur[0] = i
        for j in range(1, m + 1):
            cost = 0 if a[i - 1] == b[j - 1] else 1
            cur[j] = min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost)
        tmp = prev; prev = cur; cur = tmp
    cdef int result = prev[m]
    free(prev); free(cur)
    return result

def count_chars(bytes data):
    cdef int counts[256]
    cdef int i
    for i in range(256):
        counts[i] = 0
    cdef const unsigned char[:] view = data
    for i in range(view.shape[0]):
        counts[view[i]] += 1
    return {chr(i): counts[i] for i in range(256) if counts[i]}

def reverse_words(str s):
    cdef list words = s.split()
    return " ".join(reversed(words))

cdef str rot13(str s):
    cdef Py_UCS4 ch
    cdef list out = []
    for ch in s:
        if 'a' <= ch <= 'z':
            out.append(chr((ord(ch) - ord('a') + 13) % 26 + ord('a')))
        elif 'A' <= ch <= 'Z':
            out.append(chr((ord(ch) - ord('A') + 13) % 26 + ord('A')))
        else:
            out.append(ch)
    return "".join(out)

def is_palindrome(str s):
    cdef Py_ssize_t i = 0, j = len(s) - 1
    while i < j:
        if s[i] != s[j]:
            return False
        i += 1
        j -= 1
    return True

print(levenshtein("kitten", "sitting"), levenshtein("", "abc"), levenshtein("flaw", "lawn"))
print(count_chars(b"hello world"))
print(reverse_words("the quick brown fox"))
print(rot13("Hello, World!"), rot13(rot13("abc")))
print(is_palindrome("racecar"), is_palindrome("abca"))
cdef bytes bs = b"C string"
cdef char* cs = bs
print(strlen(cs), cs[0], cs[:1], <bytes>cs)

def first_len(bytes d):
    cdef const unsigned char[:] v = d
    return v[0], v.shape[0], len(v)
def second(bytes d):
    cdef const unsigned char[::1] v = d
    return v[1]
def writable(bytes d):
    cdef unsigned char[:] v = d
    return v[0]
print(first_len(b"xyz"), second(b"xyz"))
try:
    writable(b"xyz")
except BufferError as ex:
    print(type(ex).__name__, ex)
