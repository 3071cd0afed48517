# `in` on bytes: a byte value (a C char or an int) or a byte string.
cdef char* s = b"hello world"
cdef int i
cdef int n = 0
for i in range(11):
    if s[i] in b'lo':
        n += 1
print(n)
data = b"abcabc"
print(97 in data, b"ca" in data, b"" in data, b"x" not in data)
try:
    print(300 in data)
except ValueError as e:
    print("ValueError", e)
try:
    print("a" in data)
except TypeError as e:
    print("TypeError", e)
