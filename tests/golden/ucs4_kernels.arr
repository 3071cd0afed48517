# Typed loops over the characters of a str into a Py_UCS4: code point
# comparisons, `in` a literal, s[i] (negative too, and past the end),
# len(s), characters outside the BMP, the variable after the loop.
def vowels(str s):
    cdef Py_UCS4 c = 'x'
    cdef int n = 0, upper = 0, other = 0
    for c in s:
        if c in 'aeiouAEIOU':
            n += 1
        if 'A' <= c <= 'Z':
            upper += 1
        elif c not in 'abcdefghijklmnopqrstuvwxyz ':
            other += 1
    return n, upper, other, c

def checksum(str s):
    cdef Py_UCS4 c, prev = ' '
    cdef long h = 7
    cdef int repeats = 0
    for c in s:
        h = (h * 31 + <long>c) % 1000000007
        if c == prev:
            repeats += 1
        prev = c
    return h, repeats, prev

def palindrome(str s):
    cdef Py_ssize_t i, n = len(s)
    for i in range(n // 2):
        if s[i] != s[n - 1 - i]:
            return False
    return True

def ends(str s, int k):
    cdef Py_UCS4 first, last
    cdef int i
    cdef long total = 0
    for i in range(k):
        first = s[i]
        last = s[-1 - i]
        total += <int>first - <int>last
    return total, first, last

def chars_of(list xs):
    cdef Py_UCS4 c
    cdef int n = 0
    for c in xs:
        if c == 'b':
            n += 10
        n += 1
    return n, c

print(vowels("Hello World, Programming In Cython!"))
print(vowels(""))
print(checksum("aabbbc" * 100))
print(checksum("naïve café ☕ 𝄞𝄞 done"))
print(palindrome("racecar"), palindrome("abca"), palindrome("𝄞a𝄞"), palindrome(""))
print(ends("abcdef", 3))
try:
    print(ends("ab", 3))
except IndexError as e:
    print("IndexError:", e)
print(chars_of(['a', 'b', 'c', 'b']))
try:
    print(chars_of(['a', 'bc']))
except ValueError as e:
    print("ValueError:", e)
