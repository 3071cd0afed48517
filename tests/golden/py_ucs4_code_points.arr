cimport cython
def conv(x):
    cdef Py_UCS4 c = x
    return c
for x in ["a", 66, "xy", -1, 0x110000, 2.5, None]:
    try:
        print(repr(conv(x)))
    except Exception as e:
        print(type(e).__name__, e)
cdef Py_UCS4 u = 'é'
cdef int k = u
cdef long h = 7
h = h * 31 + <long>u
print(u, k, <int>u, h, cython.typeof(u), u == 233, u > 200, u == 'é', u < 'z')
cdef Py_UCS4 d = 65 + 1
print(d, repr(d), [d], ord(d), d.isupper(), d.lower())
cdef double f = u
print(f)
cdef str s = "hello"
cdef Py_UCS4 ch
cdef int vowels = 0
for ch in s:
    if ch in "aeiou":
        vowels += 1
print(vowels, s[1] == 'e')
cdef Py_UCS4 mx = 0
for ch in "zebra":
    if ch > mx:
        mx = ch
print(mx, repr(mx))
cdef Py_UCS4 up(Py_UCS4 c):
    if 'a' <= c <= 'z':
        return chr(ord(c) - 32)
    return c
print(up('q'), up('Q'), up('!'))
