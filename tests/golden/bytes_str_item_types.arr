# Cython types an item of a variable declared bytes/bytearray (at a C
# integer index) as a C int and one of a str as Py_UCS4: a C cast of it
# wraps instead of raising OverflowError.
cimport cython
cdef bytes raw = "héllo".encode('utf-8')
print(raw[1])
x = raw[1]
print(x, type(x))
cdef int k = raw[1]
print(k)
cdef long i = 1
print(raw[i], <char>raw[i], <int>raw[i], <unsigned char>raw[i])
print(cython.typeof(raw[1]), cython.typeof(raw[i]), cython.typeof(raw[-1]))
def f(bytes b):
    return b[2], <char>b[2], <unsigned char>b[2], cython.typeof(b)
print(f(raw))
obj = raw
print(cython.typeof(obj[1]))
cdef bytearray ba = bytearray(b"\xff\x01")
print(ba[0], <char>ba[0], cython.typeof(ba[0]), ba[i] | 1)
cdef str s = "abc"
print(cython.typeof(s[0]), cython.typeof(s[i]))
print(s[i] * 3, s[i] + "x", s[i] == 'a', s[i] in "abc", ord(s[i]), s[i].upper())
print([s[j] for j in range(3)], {s[j]: j for j in range(3)})
t = s[i]
print(t, type(t))
def g(str a, bytes c):
    return cython.typeof(a[0]), cython.typeof(c[0]), cython.typeof(a), cython.typeof(c)
print(g("a", b"c"))
cdef bytes bb = b"AZ"
print(bb[0] + bb[1], bb[i] - 65, bb[0] == 65, chr(bb[i]), bb[i] / 2, bb[i] // 2, bb[i] << 2)
print([bb[j] for j in range(2)])
def checksum(bytes data):
    cdef unsigned int h = 0
    cdef Py_ssize_t j
    for j in range(len(data)):
        h = (h * 31 + data[j]) & 0xffffffff
    return h
print(checksum(b"hello world"), checksum(raw))
def signed_sum(bytes data):
    cdef int total = 0
    cdef Py_ssize_t j
    for j in range(len(data)):
        total += <signed char>data[j]
    return total
print(signed_sum(raw))
def reassign(str a):
    try:
        v = 5
        a = v
    except TypeError as e:
        print("TypeError:", e)
    return a
print(reassign("s"))
