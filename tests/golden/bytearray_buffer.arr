# bytearray: construction, indexing, slicing, mutation, bytes methods, typed
# memoryviews and char pointers over its bytes, np.frombuffer, errors.
cdef bytes caesar(bytes data, int k):
    cdef bytearray out = bytearray(len(data))
    cdef int i
    cdef unsigned char c
    for i in range(len(data)):
        c = data[i]
        if 97 <= c <= 122:
            out[i] = (c - 97 + k) % 26 + 97
        else:
            out[i] = c
    return bytes(out)

def checksum(const unsigned char[:] buf):
    cdef unsigned int s = 0
    cdef Py_ssize_t i
    for i in range(buf.shape[0]):
        s = (s * 31 + buf[i]) & 0xffff
    return s

def fill(unsigned char[:] buf, unsigned char v):
    cdef Py_ssize_t i
    for i in range(buf.shape[0]):
        buf[i] = v + i

print(caesar(b"hello, world", 3))
ba = bytearray(b"abc")
print(ba, len(ba), ba[0], ba[-1], ba[1:], list(ba), type(ba).__name__, type(ba))
ba.append(100)
ba.extend(b"ef")
ba += b"!"
print(ba, ba.decode(), bytes(ba), ba.hex(), ba == b"abcdef!", b"abcdef!" == ba, ba != bytearray(b"x"))
ba[0] = 65
ba[1:3] = b"XYZ"
print(ba, ba.find(b"Z"), b"Z" in ba, 90 in ba, ba.upper(), ba.split(b"Z"))
del ba[0]
print(ba, ba.pop(), ba.pop(0), ba)
ba.insert(0, 33); ba.reverse()
print(ba, ba.count(b"d"), ba.startswith(b"e"), ba.replace(b"d", b"D"))
print(checksum(ba), checksum(b"xyz"))
buf = bytearray(5)
fill(buf, 48)
print(buf, buf.decode("ascii"))
print(bytearray("héllo", "utf-8"), bytearray([1, 2, 255]), bytearray(), bytearray(b"ab") * 2, b"x" + bytearray(b"y"))
try:
    ba[0] = 256
except ValueError as e:
    print("ValueError:", e)
try:
    ba[100]
except IndexError as e:
    print("IndexError:", e)
try:
    bytearray("abc")
except TypeError as e:
    print("TypeError:", e)
try:
    hash(ba)
except TypeError as e:
    print("TypeError:", e)
try:
    bytearray([1, 300])
except ValueError as e:
    print("ValueError:", e)
cdef bytearray typed = bytearray(b"q")
try:
    typed = [b"bytes"][0]
except TypeError as e:
    print("TypeError:", e)
print(isinstance(ba, bytearray), isinstance(b"", bytearray), isinstance(ba, bytes))
import numpy as np
arr = np.frombuffer(bytearray(b"\x01\x02\x03\x04"), dtype=np.uint8)
print(arr, np.asarray(bytearray(b"AB")))
x = bytearray(b"hello world")
print(x.strip(b"hd"), x.split(), x[::2], x[::-1], sorted(x)[:3], max(x), sum(x))
print(b"-".join([bytearray(b"a"), b"b"]), bytearray(b"-").join([b"a", b"b"]))
print(repr(bytearray(b"it's")), str(bytearray(b'q"')))
from libc.string cimport strlen
cdef bytearray hb = bytearray(b"hello")
cdef char* cp = hb
print(strlen(cp), cp[0], cp[:3])
cdef unsigned char* up = hb
up[0] = 72
print(hb)
def second(char* s):
    return s[1]
print(second(hb))
def exports():
    grow = bytearray(b"abc")
    cdef unsigned char[:] view = grow
    view[0] = 122
    print(grow)
    try:
        grow.append(1)
    except BufferError as e:
        print("BufferError:", e)
    del view
    grow.append(33)
    return grow
grow = exports()
shared = np.frombuffer(grow, dtype=np.uint8)
shared_copy = shared.copy()
print(shared, shared.flags.writeable, shared_copy)
ro = np.frombuffer(b"\x01\x00\x02\x00", dtype=np.int16)
print(ro, ro.flags.writeable, np.frombuffer(b"abcdefgh", dtype=np.uint8, count=3, offset=2))
try:
    np.frombuffer(b"abc", dtype=np.int16)
except ValueError as e:
    print("ValueError:", e)
try:
    np.frombuffer(b"abc", dtype=np.uint8, count=5)
except ValueError as e:
    print("ValueError:", e)
