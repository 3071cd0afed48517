# Scanning bytes through a char* in a typed loop bounded by len(b): the
# bytes' length read as the loop starts, every byte signed as C's char,
# embedded NULs kept, and the NUL after the last byte readable.
def histogram(bytes b):
    cdef char* p = b
    cdef int i, neg = 0, nul = 0, a = 0
    for i in range(len(b)):
        if p[i] < 0:
            neg += 1
        elif p[i] == 0:
            nul += 1
        elif p[i] == b'a':
            a += 1
    return neg, nul, a, p[len(b)]

def checksum(bytes b):
    cdef const unsigned char* u = b
    cdef unsigned int h = 5381
    cdef Py_ssize_t i
    for i in range(len(b)):
        h = h * 33 + u[i]
    return h

def first_of(bytes b, char c):
    cdef char* p = b
    cdef int i
    for i in range(len(b)):
        if p[i] == c:
            return i
    return -1

data = b"abr\x00acad\xffabra\x80" * 1000
print(histogram(data))
print(histogram(b""))
print(checksum(data), checksum(b"hello"))
print(first_of(data, ord('d')), first_of(data, ord('z')), first_of(b"\xfe", -2))
