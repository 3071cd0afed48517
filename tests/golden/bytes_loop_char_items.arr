# A loop over bytes or a bytearray (a literal, a typed variable, a slice of
# one) into a C integer walks the buffer as Cython does, through a C `char`:
# `cdef char c` and `cdef long c` take -1 for b"\xff", `unsigned char` 255.
# Over an untyped object the items are Python ints, checked as they are
# stored.
def chars(bytes b):
    cdef char c
    return [c for c in b], [c for c in b[1:]]

def longs(bytes b):
    cdef long c
    out = []
    for c in b:
        out.append(c)
    return out

def uchars(bytes b):
    cdef unsigned char c
    cdef long t = 0
    for c in b:
        t += c
    return t

def shorts(bytearray b):
    cdef short c
    cdef long t = 0
    for c in b:
        t += c
    return t

def literal():
    cdef int c
    out = []
    for c in b"\x01\xfe":
        out.append(c)
    return out

def untyped(b):
    cdef char c
    out = []
    for c in b:
        out.append(c)
    return out

def total(bytes b):
    cdef signed char c
    cdef long t = 0, n = 0
    for c in b:
        t += c
        if c < 0:
            n += 1
    return t, n

data = b"a\xff\x80\x7f"
print(chars(data))
print(longs(data), uchars(data), shorts(bytearray(data)), literal())
print(untyped(b"abc"))
try:
    untyped(data)
except OverflowError as e:
    print("OverflowError:", e)
big = bytes(range(256)) * 40
print(total(big), uchars(big), shorts(bytearray(big)))

def bytearray_chars(bytearray b):
    cdef char c
    cdef unsigned short u
    return [c for c in b], [u for u in b], [c for c in b[2:]]

def ushorts(bytes b):
    cdef unsigned short u
    cdef unsigned int w
    out = []
    for w in b:
        out.append(w)
    return [u for u in b], out

print(bytearray_chars(bytearray(data)), ushorts(data))
